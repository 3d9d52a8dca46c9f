//! The playground in a real browser: `tests/browser/play.mjs` plays a whole seeded game of The
//! Three Little Pigs and a solo Würfelhaus game in Debian's headless Chromium with
//! playwright-core and saves board screenshots under the target folder
//! (`target/tmp/screenshots/`), or under `docs/screenshots/` with `OINK_UPDATE_SCREENSHOTS=1`.
//! `.ci/run` installs Chromium, an emoji font and playwright-core; on a machine without them
//! this test says so and passes, except under CI, where it fails.

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

#[test]
fn a_seeded_game_is_played_in_headless_chromium() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".to_owned());
    let playwright = root.join("tests/browser/node_modules/playwright-core");
    let missing: Vec<&str> = [
        (!Path::new(&chromium).exists())
            .then_some("chromium (apt-get install chromium fonts-noto-color-emoji)"),
        (!playwright.exists()).then_some("playwright-core (npm ci --prefix tests/browser)"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !missing.is_empty() {
        assert!(std::env::var_os("CI").is_none(), "CI must install {missing:?} (see .ci/run)");
        eprintln!("skipped: the browser test needs {missing:?}");
        return;
    }
    let shots = screenshot_folder(root);
    std::fs::create_dir_all(&shots).expect("create the screenshot folder");
    let started = SystemTime::now();
    let output = Command::new("node")
        .arg(root.join("tests/browser/play.mjs"))
        .current_dir(root)
        .env("PLAYGROUND_BIN", env!("CARGO_BIN_EXE_oink"))
        .env("CHROMIUM", &chromium)
        .env("SCREENSHOTS", &shots)
        .output()
        .expect("run node");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("0 failed"), "{stdout}");
    for shot in
        ["three-pigs-rolling", "three-pigs-buying", "three-pigs-wolf", "three-pigs-end", "wuerfelhaus-end"]
    {
        let path = shots.join(format!("{shot}.png"));
        let written = std::fs::metadata(&path).and_then(|m| m.modified());
        assert!(
            written.is_ok_and(|at| at >= started),
            "{shot}: no screenshot written by this run at {}",
            path.display()
        );
    }
}
