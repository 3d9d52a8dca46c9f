//! Logging through `tracing`: human-readable or JSON lines, filtered by `log.level`
//! (or `RUST_LOG`, which wins when set, for a quick debugging session).
//!
//! Every line passes [`redact`] on its way out, whatever the level, the format and the crate
//! that logged it. Secrets reach the log through other crates' debug output we do not
//! control: serenity's request spans (DEBUG/TRACE) print each route with its interaction
//! `token: "…"`, its gateway warning about an event it cannot read prints the whole payload
//! (`"token":"…"`), and URLs carry the token as a path segment. Whoever holds an interaction
//! token can edit the bot's answers for 15 minutes, so redacting the finished line (rather
//! than the fields of the spans we know of today) also covers the ones a new release adds.

use std::borrow::Cow;
use std::io::Write;
use std::sync::{PoisonError, RwLock};

use tracing_subscriber::EnvFilter;

use crate::config::{Log, LogFormat};

/// What a redacted value is replaced with.
const REDACTED: &str = "<redacted>";

/// Field names whose values are secrets, in any case and as the end of a longer name
/// (`interaction_token`, `Authorization`, `db_password`).
const SECRET_NAMES: [&str; 3] = ["token", "authorization", "password"];

/// URL paths whose next-but-one segment is an interaction or webhook token
/// (`/interactions/<id>/<token>/callback`, `/webhooks/<application>/<token>/messages/…`).
const TOKEN_PATHS: [&str; 2] = ["/interactions/", "/webhooks/"];

/// Secrets of this process ([`hide`]), replaced wherever they appear.
static HIDDEN: RwLock<Vec<String>> = RwLock::new(Vec::new());

/// Shorter "secrets" are not hidden: replacing them would garble ordinary words, and no
/// token or password worth the name is that short.
const SHORTEST_HIDDEN: usize = 8;

pub fn init(log: &Log) {
    let filter = EnvFilter::try_from_default_env()
        .or_else(|_| EnvFilter::try_new(&log.level))
        .unwrap_or_else(|_| EnvFilter::new("info"));
    let builder =
        tracing_subscriber::fmt().with_env_filter(filter).with_writer(|| Redacting(std::io::stderr()));
    let result = match log.format {
        LogFormat::Pretty => builder.try_init(),
        LogFormat::Json => builder.json().try_init(),
    };
    if let Err(e) = result {
        eprintln!("logging was already set up: {e}");
    }
}

/// Never writes `secret` to the log from now on (the bot token, a database password), even
/// where no pattern of [`redact`] would find it.
pub fn hide(secret: &str) {
    if secret.len() < SHORTEST_HIDDEN {
        return;
    }
    let mut hidden = HIDDEN.write().unwrap_or_else(PoisonError::into_inner);
    if !hidden.iter().any(|known| known == secret) {
        hidden.push(secret.to_owned());
    }
}

/// Never writes the password of `url` (`postgres://user:password@host/…`) to the log.
pub fn hide_url_password(url: &str) {
    let password = url.find("://").and_then(|at| url_password(url, at + 3));
    if let Some((start, end)) = password {
        hide(url.get(start..end).unwrap_or_default());
    }
}

/// A writer that redacts what it is given. `tracing_subscriber::fmt` formats each line
/// completely and hands it over in one `write_all`, so a secret is never split between calls.
struct Redacting<W>(W);

impl<W: Write> Write for Redacting<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let text = String::from_utf8_lossy(buf);
        self.0.write_all(redact(&text).as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.flush()
    }
}

/// `line` with every secret replaced by `<redacted>`: the secrets given to [`hide`], the
/// values of fields whose name ends in `token`, `authorization` or `password` (`token: "…"`,
/// `token=…`, `"token":"…"`, also JSON-escaped inside another value), interaction and webhook
/// tokens in URL paths, and the password of a URL (`postgres://user:…@host`).
pub fn redact(line: &str) -> Cow<'_, str> {
    let mut spans = Vec::new();
    {
        let hidden = HIDDEN.read().unwrap_or_else(PoisonError::into_inner);
        for secret in hidden.iter() {
            spans.extend(line.match_indices(secret.as_str()).map(|(at, s)| (at, at + s.len())));
        }
    }
    let lower = line.to_ascii_lowercase();
    for name in SECRET_NAMES {
        spans.extend(lower.match_indices(name).filter_map(|(at, _)| named_value(line, at + name.len())));
    }
    for path in TOKEN_PATHS {
        spans.extend(lower.match_indices(path).filter_map(|(at, _)| path_token(line, at + path.len())));
    }
    spans.extend(line.match_indices("://").filter_map(|(at, _)| url_password(line, at + 3)));
    if spans.is_empty() {
        return Cow::Borrowed(line);
    }
    spans.sort_unstable();
    let mut out = String::with_capacity(line.len());
    let mut done = 0;
    for (start, end) in spans {
        if end <= done {
            continue;
        }
        out.push_str(line.get(done..start.max(done)).unwrap_or_default());
        out.push_str(REDACTED);
        done = end;
    }
    out.push_str(line.get(done..).unwrap_or_default());
    Cow::Owned(out)
}

/// The value after a secret field's name ending at `at`: `: "…"`, `=…`, `":"…"`, `: \"…\"`
/// (with terminal colours between), or `None` when no separator follows the name.
fn named_value(line: &str, at: usize) -> Option<(usize, usize)> {
    let bytes = line.as_bytes();
    let mut i = skip(bytes, at, |b| b == b'"' || b == b'\\');
    i = skip_colours(bytes, i);
    if !matches!(bytes.get(i), Some(b':' | b'=')) {
        return None;
    }
    i = skip_colours(bytes, skip(bytes, i + 1, |b| b == b' '));
    // A wrapped value, as `Debug` prints it: `Some("…")`, serde_json's `String("…")`.
    let wrapper = skip(bytes, i, |b| b.is_ascii_alphabetic());
    if wrapper > i && bytes.get(wrapper) == Some(&b'(') {
        i = wrapper + 1;
    }
    let until = |start: usize, end: &str| {
        line.get(start..).and_then(|rest| rest.find(end)).map_or(line.len(), |n| start + n)
    };
    let (start, end) = if line.get(i..)?.starts_with("\\\"") {
        (i + 2, until(i + 2, "\\\""))
    } else if bytes.get(i) == Some(&b'"') {
        (i + 1, until(i + 1, "\""))
    } else {
        (i, skip(bytes, i, |b| !b.is_ascii_whitespace() && !b",;)}]\x1b\"".contains(&b)))
    };
    (end > start).then_some((start, end))
}

/// The token in `/interactions/<id>/<token>` or `/webhooks/<id>/<token>`, whose id starts at
/// `at`.
fn path_token(line: &str, at: usize) -> Option<(usize, usize)> {
    let bytes = line.as_bytes();
    let after_id = skip(bytes, at, |b| b.is_ascii_digit());
    if after_id == at || bytes.get(after_id) != Some(&b'/') {
        return None;
    }
    let start = after_id + 1;
    let end = skip(bytes, start, |b| !b.is_ascii_whitespace() && !b"/?#\"\\),}".contains(&b));
    (end > start).then_some((start, end))
}

/// The password in the user part of a URL whose scheme ends before `at` (`user:password@`).
fn url_password(line: &str, at: usize) -> Option<(usize, usize)> {
    let bytes = line.as_bytes();
    let authority = skip(bytes, at, |b| !b.is_ascii_whitespace() && !b"/?#\"\\".contains(&b));
    let user_info = line.get(at..authority)?;
    let at_sign = user_info.rfind('@')?;
    let start = at + user_info.get(..at_sign)?.find(':')? + 1;
    let end = at + at_sign;
    (end > start).then_some((start, end))
}

/// The first index from `at` whose byte does not match `keep`.
fn skip(bytes: &[u8], at: usize, keep: impl Fn(u8) -> bool) -> usize {
    at + bytes.get(at..).unwrap_or_default().iter().take_while(|b| keep(**b)).count()
}

/// Past terminal colour codes (`ESC [ … m`) at `at`, which the pretty format puts around
/// field names.
fn skip_colours(bytes: &[u8], mut at: usize) -> usize {
    while bytes.get(at) == Some(&0x1b) && bytes.get(at + 1) == Some(&b'[') {
        at = (skip(bytes, at + 2, |b| b != b'm') + 1).min(bytes.len());
    }
    at
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serenitys_route_debug_output_loses_its_token_in_both_formats() {
        let text = r#"request{req=Request { route: InteractionResponse { interaction_id: InteractionId(7), token: "aW50ZXJhY3Rpb24" }, method: Post }}"#;
        assert_eq!(
            redact(text),
            r#"request{req=Request { route: InteractionResponse { interaction_id: InteractionId(7), token: "<redacted>" }, method: Post }}"#
        );
        let json = r#"{"span":{"req":"Request { route: WebhookMessage { token: \"aW50ZXJhY3Rpb24\" } }"}}"#;
        assert_eq!(
            redact(json),
            r#"{"span":{"req":"Request { route: WebhookMessage { token: \"<redacted>\" } }"}}"#
        );
    }

    #[test]
    fn payloads_fields_urls_and_headers_lose_their_secrets() {
        let cases = [
            (
                r#"text: {"t":"INTERACTION_CREATE","d":{"token":"abc.def"}}"#,
                r#"text: {"t":"INTERACTION_CREATE","d":{"token":"<redacted>"}}"#,
            ),
            ("interaction_token=abc.def next=1", "interaction_token=<redacted> next=1"),
            ("\x1b[3mtoken\x1b[0m\x1b[2m=\x1b[0mabc def", "\x1b[3mtoken\x1b[0m\x1b[2m=\x1b[0m<redacted> def"),
            (
                "POST http://127.0.0.1:9/api/v10/interactions/12/abc.def/callback",
                "POST http://127.0.0.1:9/api/v10/interactions/12/<redacted>/callback",
            ),
            (
                "PATCH /webhooks/34/abc.def/messages/@original",
                "PATCH /webhooks/34/<redacted>/messages/@original",
            ),
            ("url=postgres://oink:s3cr3t@db:5432/oink", "url=postgres://oink:<redacted>@db:5432/oink"),
            (r#"headers: {"authorization": "Bot abc.def"}"#, r#"headers: {"authorization": "<redacted>"}"#),
            ("password: Some(\"hunter22\")", "password: Some(\"<redacted>\")"),
            ("a cut colour \x1b[3mtoken\x1b[", "a cut colour \x1b[3mtoken\x1b["),
        ];
        for (line, expected) in cases {
            assert_eq!(redact(line), expected, "{line}");
        }
    }

    #[test]
    fn hidden_secrets_go_wherever_they_appear_and_plain_lines_stay() {
        hide("MTAxMDEwMTAxMA.hidden.in-a-unit-test");
        hide("short");
        hide_url_password("postgres://oink:a-long-db-password@db/oink");
        assert_eq!(redact("auth failed for a-long-db-password"), "auth failed for <redacted>");
        assert_eq!(redact("Bot MTAxMDEwMTAxMA.hidden.in-a-unit-test!"), "Bot <redacted>!");
        let plain = "a table stayed busy too long; the token of trust: none here, tokens=3";
        assert!(matches!(redact("short words stay"), Cow::Borrowed(_)));
        assert_eq!(redact(plain), "a table stayed busy too long; the token of trust: none here, tokens=3");
    }
}
