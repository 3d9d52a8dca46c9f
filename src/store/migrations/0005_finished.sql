-- Retention (`database.keep_finished`) reads only the tables old enough to delete: when each
-- finished table (and each archived one) finished, in Unix seconds, NULL for a lobby or a
-- running game, with an index in that order holding only the finished rows. The table's
-- compare-and-swap sets it with its seats and deadline; the index rebuild this marks stale
-- fills it for the tables and the archive stored before.
ALTER TABLE tables ADD COLUMN finished_at BIGINT;
ALTER TABLE archive ADD COLUMN finished_at BIGINT;
CREATE INDEX tables_by_finish ON tables (finished_at, key) WHERE finished_at IS NOT NULL;
CREATE INDEX archive_by_finish ON archive (finished_at, key) WHERE finished_at IS NOT NULL;
UPDATE oink_meta SET value = 'stale' WHERE name = 'index';
