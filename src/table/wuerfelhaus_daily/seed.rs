//! The day's dice: one seed per server and day, the same for every player there, derived
//! from a secret key that never leaves the server, so nobody can compute a day's dice before
//! the day is over. `docs/wuerfelhaus.md` states the derivation.
//!
//! The key is made at random the first time the challenge is played and kept in the store
//! (one for every process sharing the database; backups carry it, so a restored database
//! deals the same dice). It is never logged or shown.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::record::SECRET;
use crate::store::{Store, StoreError};

/// The domain tag hashed first: a version of the derivation.
pub const SCHEME: &str = "oink-daily-v1";

/// The stored key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Secret {
    /// 32 random bytes, as 64 hex digits.
    key: String,
}

/// The seed of `day` on `guild`: the first 8 bytes (big endian) of SHA-256 of the tag
/// [`SCHEME`], a zero byte, the 32-byte key, the server id (8 bytes) and the day (4 bytes,
/// days since 1970-01-01 UTC), all big endian. Only the key is secret: without it, no seed
/// can be computed; with a seed, neither the key nor another day's seed can be.
pub fn seed(key: &[u8; 32], guild: u64, day: u32) -> u64 {
    let mut hasher = Sha256::new();
    hasher.update(SCHEME.as_bytes());
    hasher.update([0u8]);
    hasher.update(key);
    hasher.update(guild.to_be_bytes());
    hasher.update(day.to_be_bytes());
    let digest = hasher.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

/// The key the seeds are derived from: the stored one, or a new random one, stored first (of
/// two processes making one at once, the first write wins and both use it).
pub async fn key(store: &Store) -> Result<[u8; 32], StoreError> {
    if let Some(key) = store.daily::<Secret>(SECRET)?.and_then(|stored| parse(&stored.data.key)) {
        return Ok(key);
    }
    let fresh: String = (0..4).map(|_| format!("{:016x}", rand::random::<u64>())).collect();
    let stored = store
        .update_daily(SECRET, |old: Option<crate::store::Stored<Secret>>| {
            // A readable key stays; a damaged one would change every seed, and is replaced.
            Ok::<_, std::convert::Infallible>(
                old.map(|o| o.data)
                    .filter(|s| parse(&s.key).is_some())
                    .unwrap_or(Secret { key: fresh.clone() }),
            )
        })
        .await?;
    let Ok(stored) = stored;
    parse(&stored.data.key).ok_or_else(|| StoreError::Encode("the daily key could not be made".into()))
}

/// 64 hex digits as 32 bytes.
fn parse(hex: &str) -> Option<[u8; 32]> {
    if hex.len() != 64 {
        return None;
    }
    let mut key = [0u8; 32];
    for (i, byte) in key.iter_mut().enumerate() {
        *byte = u8::from_str_radix(hex.get(2 * i..2 * i + 2)?, 16).ok()?;
    }
    Some(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The exact bytes hashed, as the docs state them, and a seed per server and day.
    #[test]
    fn the_seed_hashes_the_documented_bytes() {
        let key = [7u8; 32];
        let mut bytes = b"oink-daily-v1\0".to_vec();
        bytes.extend_from_slice(&key);
        bytes.extend_from_slice(&42u64.to_be_bytes());
        bytes.extend_from_slice(&20_000u32.to_be_bytes());
        let digest = Sha256::digest(&bytes);
        let expected = u64::from_be_bytes(digest[..8].try_into().expect("8 bytes"));
        assert_eq!(seed(&key, 42, 20_000), expected);
        assert_ne!(seed(&key, 43, 20_000), expected);
        assert_ne!(seed(&key, 42, 20_001), expected);
        assert_ne!(seed(&[8u8; 32], 42, 20_000), expected);
    }

    #[test]
    fn keys_read_back_and_junk_is_refused() {
        let hex: String = (0u8..32).map(|b| format!("{b:02x}")).collect();
        let key = parse(&hex).expect("a key");
        assert_eq!(key[31], 31);
        for junk in ["", "zz", &hex[..62], &format!("{}g0", &hex[..62])] {
            assert_eq!(parse(junk), None, "{junk}");
        }
    }
}
