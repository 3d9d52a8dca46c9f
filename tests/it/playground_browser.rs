//! The playground in a real browser: the scripts of `tests/browser/` (`play.mjs`: a whole seeded
//! game of The Three Little Pigs and a solo Würfelhaus game; `restart.mjs` and `phone.mjs`:
//! issue 18; `space.mjs`: a whole Space-Schweine game through private panels; `small.mjs`:
//! issue 52's timestamps and `/` list; `group-dm.mjs`: issue 56's group DM) in Debian's
//! headless Chromium with playwright-core and axe-core. They save
//! screenshots under the target folder (`target/tmp/screenshots/`), or under
//! `docs/screenshots/` with `OINK_UPDATE_SCREENSHOTS=1`. `.ci/run` installs Chromium, an emoji
//! font and the npm packages; on a machine without them these tests say so and pass, except
//! under CI, where they fail.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

/// Where the screenshots go: the target folder, unless asked to update the documentation's.
fn screenshot_folder(root: &Path) -> PathBuf {
    match std::env::var("OINK_UPDATE_SCREENSHOTS") {
        Ok(update) if update == "1" => root.join("docs/screenshots"),
        _ => Path::new(env!("CARGO_TARGET_TMPDIR")).join("screenshots"),
    }
}

/// Runs a script of `tests/browser/` with the playground binary; `None` (after a note) when
/// Chromium or playwright-core is missing outside CI.
fn run_script(script: &str) -> Option<(String, SystemTime, PathBuf)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_owned());
    let modules = root.join("tests/browser/node_modules");
    let missing: Vec<&str> = [
        (!Path::new(&chromium).exists())
            .then_some("chromium (apt-get install chromium fonts-noto-color-emoji)"),
        (!modules.join("playwright-core").exists() || !modules.join("axe-core").exists())
            .then_some("playwright-core and axe-core (npm ci --prefix tests/browser)"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !missing.is_empty() {
        assert!(std::env::var_os("CI").is_none(), "CI must install {missing:?} (see .ci/run)");
        eprintln!("skipped: the browser test needs {missing:?}");
        return None;
    }
    let shots = screenshot_folder(root);
    std::fs::create_dir_all(&shots).expect("create the screenshot folder");
    let started = SystemTime::now();
    let output = Command::new("node")
        .arg(root.join("tests/browser").join(script))
        .current_dir(root)
        .env("PLAYGROUND_BIN", env!("CARGO_BIN_EXE_oink"))
        .env("CHROMIUM", &chromium)
        .env("SCREENSHOTS", &shots)
        .output()
        .expect("run node");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{script}:\n{stdout}\n{stderr}");
    assert!(stdout.contains(" passed, 0 failed"), "{stdout}");
    Some((stdout, started, shots))
}

/// The screenshot `name` was written by the run that started at `started`.
fn assert_written(shots: &Path, started: SystemTime, name: &str) {
    let path = shots.join(format!("{name}.png"));
    let written = std::fs::metadata(&path).and_then(|m| m.modified());
    assert!(
        written.is_ok_and(|at| at >= started),
        "{name}: no screenshot written by this run at {}",
        path.display()
    );
}

#[test]
fn a_seeded_game_is_played_in_headless_chromium() {
    let Some((_, started, shots)) = run_script("play.mjs") else { return };
    for shot in [
        "three-pigs-rolling",
        "three-pigs-buying",
        "three-pigs-wolf",
        "three-pigs-end",
        "three-pigs-digest",
        "three-pigs-leaderboard",
        "three-pigs-read",
        "wuerfelhaus-end",
        "wuerfelhaus-read",
    ] {
        assert_written(&shots, started, shot);
    }
}

/// Issue 18: `tests/browser/restart.mjs`: a German user's `/schweinchen neu` picked from the
/// `/` list by keyboard; a second tab cannot play the person the first plays; Ctrl-C with
/// two tabs open stops the binary within 2 s and the pages show "reconnecting…", and a click
/// then says it was not sent (issue 29); after a restart on the same database and port (the
/// tabs' claims slowed on the network) each tab plays its own person again without a word
/// (issue 29), the channel is back and `/pigs board` retires the table's own board, which says
/// where the board went, and posts a new one below, on which the game goes on.
#[test]
fn restart_and_ctrl_c_with_tabs_open_in_headless_chromium() {
    let Some((stdout, _, _)) = run_script("restart.mjs") else { return };
    assert!(stdout.contains("ctrl-c with two tabs open: exited after"), "{stdout}");
}

/// Issue 18: `tests/browser/phone.mjs`: a whole Würfelhaus game against a computer player at
/// 375 px driven by the keyboard alone, nothing wider than the screen and no menu clipped,
/// and axe-core finding nothing serious or critical in the lobby, the `/` list, a board and
/// the end.
#[test]
fn a_keyboard_only_game_on_a_phone_passes_an_accessibility_check() {
    let Some((_, started, shots)) = run_script("phone.mjs") else { return };
    for shot in ["phone-wuerfelhaus", "phone-end"] {
        assert_written(&shots, started, shot);
    }
}

/// `tests/browser/space.mjs`: Ann, Ben and Cleo, each in a tab of their own, play a whole seeded
/// two-round Space-Schweine game only through their private panels (menus, check boxes — once
/// by keyboard — and buttons): the galaxy picture loaded, within the board's box, named and fetched
/// anew after a move; every panel in its person's tab alone; the secret draw shown as "chosen",
/// never what; no offered choice refused; the winner and the announcement at the end; axe-core
/// on a board with its picture and a panel with check boxes.
#[test]
fn a_space_pigs_game_is_played_through_private_panels_in_three_tabs() {
    let Some((stdout, started, shots)) = run_script("space.mjs") else { return };
    assert!(stdout.contains("space: ") && stdout.contains(" battles"), "{stdout}");
    for shot in ["space-pigs-table", "space-pigs-panel", "space-pigs-read"] {
        assert_written(&shots, started, shot);
    }
}

/// `tests/browser/space-full.mjs` (issue 30): Ann, Ben and Cleo play a whole two-round game
/// under the full rules through their panels, the King Pig's settlers and the election
/// included; the board shows the turn order, the crown and the tally, never a recipe.
#[test]
fn a_full_space_pigs_game_with_its_election_is_played_in_three_tabs() {
    let Some((stdout, started, shots)) = run_script("space-full.mjs") else { return };
    assert!(stdout.contains("space-full: "), "{stdout}");
    assert_written(&shots, started, "space-pigs-election");
}

/// Issue 28: the page shows text as Discord does. A name the bot escaped (`\*\*x\*\*`) shows
/// as written, with no backslash and no markup; the bot's own markup and mentions still
/// render, and (issue 54) a `## ` line is a heading and a `-# ` line small text, outside
/// code blocks only. Runs the page's markdown functions (between the marks in `app.js`) under Node; on
/// a machine without Node outside CI, says so and passes.
#[test]
fn the_page_shows_escaped_names_as_written_like_discord() {
    let node = Command::new("node").arg("--version").output();
    if node.is_err() {
        assert!(std::env::var_os("CI").is_none(), "CI must install Node");
        eprintln!("skipped: this test needs node");
        return;
    }
    let script = include_str!("../../src/playground/static/app.js");
    let start = script.find("// ── markdown: from here").expect("the start mark in app.js");
    let end = script.find("// ── markdown: end.").expect("the end mark in app.js");
    let names =
        ["@everyone", "<@&42> **bold**", "[x](https://evil.example)", "`a` ||b|| *c* _d_", r"\*x\*", "# x"];
    let mut cases: Vec<(String, String)> = names
        .iter()
        .map(|raw| {
            let html =
                raw.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('\'', "&#39;");
            (oink::render::user_text::name(raw), html)
        })
        .collect();
    cases.extend(
        [
            ("**won**", "<strong>won</strong>"),
            ("<@101>, your turn", r#"<span class="mention">@Ann</span>, your turn"#),
            (r"\<\@101\> \\", "&lt;@101&gt; \\"),
            (r"a\b \1", r"a\b \1"),
            // Issue 54: a V2 board's `## ` title is a real heading, its footer small text.
            ("## **Pigs**\nyour turn\n-# rev 3", "<h2 class=\"heading\"><strong>Pigs</strong></h2>your turn\n<div class=\"subtext\">rev 3</div>"),
            ("a ## b\n```\n## x\n```", "a ## b\n<pre class=\"block\">## x</pre>"),
        ]
        .map(|(text, html)| (text.to_owned(), html.to_owned())),
    );
    let texts: Vec<&str> = cases.iter().map(|(text, _)| text.as_str()).collect();
    let program = format!(
        "let state = {{ users: [{{ id: 101, name: 'Ann' }}] }}; let locale = 'en-US';\n{}\n\
         console.log(JSON.stringify(JSON.parse(process.argv[1]).map(markdown)));",
        &script[start..end]
    );
    let output = Command::new("node")
        .arg("-e")
        .arg(program)
        .arg(serde_json::to_string(&texts).expect("json"))
        .output()
        .expect("run node");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let shown: Vec<String> = serde_json::from_slice(&output.stdout).expect("a list of strings");
    for ((text, html), shown) in cases.iter().zip(&shown) {
        assert_eq!(shown, html, "{text:?}");
    }
}

/// Issue 52: `tests/browser/small.mjs`: every Discord timestamp style (`t T d D f F R`, and
/// none) drawn as Discord draws it in the message's language; the `/` list marks `until:` as
/// required and lists an option's values, and Enter takes one; a missing `until:` is named;
/// no request of the page answers 404 (its icon).
#[test]
fn timestamps_choices_and_the_icon_in_headless_chromium() {
    let Some((_, started, shots)) = run_script("small.mjs") else { return };
    assert_written(&shots, started, "playground-choices");
}

/// Issue 56: `tests/browser/group-dm.mjs`: the sidebar (1280 px, a click) and the compact
/// switch (375 px, the keyboard alone) open the group DM, where a solo Würfelhaus game is
/// played to its end, its lobby saying what works there; `#games` stays empty; axe-core finds
/// nothing serious or critical in the sidebar, the lobby and the end.
#[test]
fn the_group_dm_channel_is_switched_to_and_played_in_at_1280_and_375_px() {
    let Some((_, started, shots)) = run_script("group-dm.mjs") else { return };
    assert_written(&shots, started, "playground-group-dm");
}
