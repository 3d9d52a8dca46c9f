-- What several processes on one database need to look up without reading every table: who
-- sits where (`/oink games` across every server) and when each table's turn clock is due (the
-- clock that fires once across processes). Both are written by the same statement as the
-- table's compare-and-swap, so they never disagree with the table they index; a removed table
-- takes its rows with it.
CREATE TABLE seats (
    user_id BIGINT NOT NULL,
    key BYTEA NOT NULL REFERENCES tables (key) ON DELETE CASCADE,
    PRIMARY KEY (user_id, key)
);
CREATE INDEX seats_by_table ON seats (key);

-- `due_at`: Unix seconds of the table's next deadline. `claimed_until`: a process took it to
-- work it (`FOR UPDATE SKIP LOCKED`) and others leave it alone until then; a process killed
-- meanwhile lets the claim run out and another works the deadline.
CREATE TABLE deadlines (
    key BYTEA PRIMARY KEY REFERENCES tables (key) ON DELETE CASCADE,
    due_at BIGINT NOT NULL,
    claimed_until BIGINT
);
CREATE INDEX deadlines_by_time ON deadlines (due_at);

-- Small facts shared by the processes: whether `seats` and `deadlines` cover every table
-- (`index`: an import or this migration leaves them to be rebuilt at the next start), and
-- which slash commands were registered last (`commands`).
CREATE TABLE oink_meta (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
INSERT INTO oink_meta (name, value) VALUES ('index', 'stale');
