-- The daily Würfelhaus challenge (`table/daily`): each player's attempt of a day, each server's
-- announcement setting, and the server-side key the day's dice are derived from. Keyed like the
-- sled tree of the same name (see `store::DAILY`).
CREATE TABLE daily (
    key BYTEA PRIMARY KEY,
    version BIGINT NOT NULL,
    body BYTEA NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
