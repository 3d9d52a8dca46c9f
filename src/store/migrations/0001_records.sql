-- The record trees of the store, one table each, as sled keeps them: `key` is the same bytes as
-- sled's key (a channel id as 8 big-endian bytes; guild, user and game name for statistics; …),
-- `body` the same compressed envelope, and `version` the envelope's revision, so an update is
-- `UPDATE … SET body = $new, version = $n + 1 WHERE key = $k AND version = $n`.
CREATE TABLE tables (
    key BYTEA PRIMARY KEY,
    version BIGINT NOT NULL,
    body BYTEA NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
) WITH (fillfactor = 70); -- room on the page: a move rewrites its row without touching the index

CREATE TABLE stats (
    key BYTEA PRIMARY KEY,
    version BIGINT NOT NULL,
    body BYTEA NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE archive (
    key BYTEA PRIMARY KEY,
    version BIGINT NOT NULL,
    body BYTEA NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE users (
    key BYTEA PRIMARY KEY,
    version BIGINT NOT NULL,
    body BYTEA NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
