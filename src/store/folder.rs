//! The database folder, and whether it is still the one the store opened.
//!
//! sled keeps its files open: if an admin deletes or replaces the folder while the bot runs,
//! writes still "succeed" into deleted files and vanish at the next restart. The store remembers
//! the folder's device and inode at open and refuses to acknowledge writes once they change.

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

/// A folder and its identity at open.
#[derive(Debug, Clone)]
pub struct Folder {
    path: PathBuf,
    device: u64,
    inode: u64,
}

impl Folder {
    /// Remembers the identity of the existing folder at `path`.
    pub fn at(path: &Path) -> std::io::Result<Folder> {
        let meta = std::fs::metadata(path)?;
        Ok(Folder { path: path.to_owned(), device: meta.dev(), inode: meta.ino() })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `Err` with a reason for people when the folder is missing or another folder took its
    /// place.
    pub fn check(&self) -> Result<(), String> {
        match std::fs::metadata(&self.path) {
            Ok(meta) if meta.dev() == self.device && meta.ino() == self.inode => Ok(()),
            Ok(_) => Err(format!("{} was replaced by another folder while the bot ran", self.path.display())),
            Err(e) => Err(format!("{} is no longer there ({e})", self.path.display())),
        }
    }
}
