//! Embeds the command catalog (`commands/<locale>/*.ftl`) into the binary, so a deployed bot
//! needs no files beside it. `include_str!` makes cargo rebuild when a catalog file changes;
//! `rerun-if-changed` on the folder catches added or removed files.

use std::fmt::Write as _;
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("commands");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut entries = Vec::new();
    for locale in std::fs::read_dir(&root)? {
        let locale = locale?.path();
        if !locale.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", locale.display());
        for file in std::fs::read_dir(&locale)? {
            let file = file?.path();
            if file.extension().is_some_and(|e| e == "ftl") {
                let locale_name = locale.file_name().and_then(|n| n.to_str()).ok_or("locale folder name")?;
                let file_name = file.file_name().and_then(|n| n.to_str()).ok_or("ftl file name")?;
                entries.push((locale_name.to_owned(), file_name.to_owned(), file.display().to_string()));
            }
        }
    }
    entries.sort();
    let mut code = String::from(
        "/// `(locale, file name, contents)` of every catalog file.\npub const FILES: &[(&str, &str, &str)] = &[\n",
    );
    for (locale, name, path) in entries {
        writeln!(code, "    ({locale:?}, {name:?}, include_str!({path:?})),")?;
    }
    code.push_str("];\n");
    let out = Path::new(&std::env::var("OUT_DIR")?).join("catalog_files.rs");
    std::fs::write(out, code)?;
    Ok(())
}
