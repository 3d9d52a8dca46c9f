# syntax=docker/dockerfile:1
# Oink: multi-stage build. The builder caches crates.io downloads and compiled dependencies
# between builds (BuildKit cache mounts); the runtime image holds only the binary.

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
COPY . .
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked \
 && cp target/release/oink /usr/local/bin/oink

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /data oink \
 && mkdir -p /data && chown oink /data
COPY --from=build /usr/local/bin/oink /usr/local/bin/oink

# The database lives on a volume; configure with env (DISCORD_TOKEN, OINK_<SECTION>_<KEY>)
# or mount a file and set OINK_CONFIG.
ENV OINK_DATABASE_PATH=/data/oink \
    OINK_LOG_FORMAT=json \
    OINK_PLAYGROUND_BIND=0.0.0.0 \
    OINK_PLAYGROUND_DATABASE=/data/playground \
    OINK_METRICS_LISTEN=0.0.0.0:9184
VOLUME ["/data"]
# Without DISCORD_TOKEN the container serves the local playground here; bound beyond loopback
# it needs a password (-e OINK_PLAYGROUND_PASSWORD=…) or refuses to start.
EXPOSE 7878
# /healthz and /readyz (metrics.listen). Ready: the database answers and every shard is
# connected. The image has no HTTP client: bash asks. Without a token (the playground) there
# is no bot to probe.
EXPOSE 9184
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["bash", "-c", "[ -z \"$DISCORD_TOKEN\" ] || { exec 3<>/dev/tcp/127.0.0.1/9184 && printf 'GET /readyz HTTP/1.0\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '; }"]
USER oink
WORKDIR /data

# oink stops its shards and flushes the database on SIGTERM (docker stop).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/oink"]
CMD ["run"]
