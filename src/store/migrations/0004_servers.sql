-- Each server's defaults for its new tables (`/oink server`): board language, turn clock, turn
-- pings. Keyed like the sled tree of the same name (see `store::SERVERS`).
CREATE TABLE servers (
    key BYTEA PRIMARY KEY,
    version BIGINT NOT NULL,
    body BYTEA NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
