#!/usr/bin/env bash
# Issue 34: random self-play of the Space-Schweine engine, the baseline release (commit 318f78c,
# before the speed work) and this checkout side by side in one run: same benchmark code and
# seeds, same machine, back to back. Builds the baseline's bench in a temporary git worktree
# with its own target directory under target/, then runs the six-clan groups of both rule sets
# on each binary and prints games per second and the ratio.
#
# Usage: benches/compare-engine.sh [rounds]   (rounds: how often to repeat the pair, default 1)
# BASE=<commit> compares with another commit. Builds use -j 1 (the machine is shared); run it
# when `uptime` shows the lowest load, and read the load it prints.
set -euo pipefail

base=${BASE:-318f78c}
rounds=${1:-1}
root=$(git rev-parse --show-toplevel)
target=${CARGO_TARGET_DIR:-$root/target}
tree=$target/engine-baseline/tree
base_target=$target/engine-baseline/target

# The baseline's worktree stays (target/ is ignored) so that the next run builds nothing again;
# `git worktree remove --force target/engine-baseline/tree` takes it away.
if [ ! -d "$tree" ]; then
    git -C "$root" worktree add --detach "$tree" "$base" >/dev/null
fi

# The path of the space_pigs bench binary a build produced.
bench_binary() {
    sed -n 's/.*"name":"space_pigs".*"executable":"\([^"]*\)".*/\1/p' | tail -n 1
}

echo "building the baseline ($base) and this checkout ($(git -C "$root" rev-parse --short HEAD))" >&2
old=$(cd "$tree" && CARGO_TARGET_DIR=$base_target cargo bench -j 1 --locked --bench space_pigs --no-run \
    --message-format=json 2>/dev/null | bench_binary)
new=$(cd "$root" && CARGO_TARGET_DIR=$target cargo bench -j 1 --locked --bench space_pigs --no-run \
    --message-format=json 2>/dev/null | bench_binary)
[ -x "$old" ] && [ -x "$new" ] || { echo "a bench binary is missing: '$old' '$new'" >&2; exit 1; }

# Games per second of one criterion benchmark: the middle of its throughput estimate, printed
# as `thrpt:  [low  elem/s middle  elem/s high  elem/s]` (`Kelem/s` from a thousand on).
games_per_second() {
    local binary=$1 directory=$2 filter=$3
    CARGO_TARGET_DIR=$directory "$binary" --bench "^$filter\$" 2>/dev/null |
        awk '/thrpt:/ { v = $4; u = $5; if (u ~ /^K/) v *= 1000; print v; exit }'
}

for round in $(seq "$rounds"); do
    echo "round $round, load before: $(uptime | sed 's/.*load average: //')"
    for filter in space_pigs_random_game/6p space_pigs_full_random_game/6p; do
        before=$(games_per_second "$old" "$base_target" "$filter")
        after=$(games_per_second "$new" "$target" "$filter")
        awk -v f="$filter" -v b="$before" -v a="$after" \
            'BEGIN { printf "%-34s baseline %9.1f games/s   now %9.1f games/s   %5.1fx\n", f, b, a, a / b }'
    done
    echo "round $round, load after: $(uptime | sed 's/.*load average: //')"
done
