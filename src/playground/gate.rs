//! The password in front of a playground that other machines can reach
//! (`playground.password`, required when `playground.bind` is not a loopback address). The
//! browser asks for it with its own dialog (HTTP basic authentication: any user name) and
//! sends it with every request, the event stream included, so the page needs no login form.

use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use base64::alphabet::STANDARD;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};

/// Standard base64 as browsers send it, with or without padding.
const BASIC: GeneralPurpose = GeneralPurpose::new(
    &STANDARD,
    GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent),
);

/// What the browser's dialog names.
const CHALLENGE: &str = "Basic realm=\"Oink playground\", charset=\"UTF-8\"";

/// Lets a request through if it carries the password (or none is set).
pub async fn check(
    State(password): State<Option<std::sync::Arc<str>>>,
    request: Request,
    next: Next,
) -> Response {
    let Some(password) = password else {
        return next.run(request).await;
    };
    let given = request.headers().get(header::AUTHORIZATION).and_then(basic_password);
    if given.is_some_and(|given| same(given.as_bytes(), password.as_bytes())) {
        return next.run(request).await;
    }
    let mut refused = StatusCode::UNAUTHORIZED.into_response();
    refused.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static(CHALLENGE));
    refused
}

/// The password of an `Authorization: Basic base64(user:password)` header.
fn basic_password(value: &HeaderValue) -> Option<String> {
    let encoded = value.to_str().ok()?.strip_prefix("Basic ")?.trim();
    let decoded = String::from_utf8(BASIC.decode(encoded).ok()?).ok()?;
    decoded.split_once(':').map(|(_, password)| password.to_owned())
}

/// Compares in a time that depends on the lengths only, so timing tells nothing of where a
/// guess goes wrong.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |diff, (x, y)| diff | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_is_read_from_basic_authentication() {
        // "anyone:s3cret:with colon" and "ann:" in base64.
        let header = HeaderValue::from_static("Basic YW55b25lOnMzY3JldDp3aXRoIGNvbG9u");
        assert_eq!(basic_password(&header).as_deref(), Some("s3cret:with colon"));
        assert_eq!(basic_password(&HeaderValue::from_static("Basic YW5uOg==")).as_deref(), Some(""));
        assert_eq!(
            basic_password(&HeaderValue::from_static("Basic YW5uOg")).as_deref(),
            Some(""),
            "unpadded"
        );
        for bad in ["Bearer abc", "Basic ***", "Basic bm9jb2xvbg==", "Basic Y"] {
            assert_eq!(basic_password(&HeaderValue::from_static(bad)), None, "{bad}");
        }
        assert!(same(b"oink", b"oink") && !same(b"oink", b"oinc") && !same(b"oink", b"oin"));
    }
}
