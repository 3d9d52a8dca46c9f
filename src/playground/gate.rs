//! What stands in front of the playground's pages and API.
//!
//! - [`host`]: the request must name this machine. A web page elsewhere can point a name of
//!   its own at 127.0.0.1 (DNS rebinding) and then drive the playground as its own site; its
//!   requests still carry that name in `Host`, so only `localhost`, a loopback literal and
//!   the address the playground is bound to are served. A rebinding always comes by a name,
//!   never by an address: with a wildcard bind (`0.0.0.0`, `::`, only allowed with a
//!   password) every address literal is this machine's own.
//! - [`check`]: the password in front of a playground that other machines can reach
//!   (`playground.password`, required when `playground.bind` is not a loopback address). The
//!   browser asks for it with its own dialog (HTTP basic authentication: any user name) and
//!   sends it with every request, the event stream included, so the page needs no login form.

use std::net::IpAddr;

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

/// What the refused see: a browser shows it as the page.
const MISDIRECTED: &str =
    "This playground answers only at http://localhost or its own address (playground.bind).\n";

/// Lets a request through if its `Host` names this machine (see the module's documentation);
/// otherwise 421 Misdirected Request, before the password is asked or anything is served.
pub async fn host(State(bind): State<IpAddr>, request: Request, next: Next) -> Response {
    // HTTP/1.1 names the host in the header, HTTP/2 in the request's authority.
    let named =
        request.headers().get(header::HOST).and_then(|h| h.to_str().ok()).or_else(|| request.uri().host());
    if named.is_some_and(|named| allowed(named, bind)) {
        return next.run(request).await;
    }
    tracing::debug!(host = ?named, "a request for another host was refused");
    (StatusCode::MISDIRECTED_REQUEST, MISDIRECTED).into_response()
}

/// Whether `named` (a `Host` value: a name or an address, perhaps with a port) is this
/// machine for a playground bound to `bind`. The port is not looked at: a page on another
/// port of this machine is this machine's own.
fn allowed(named: &str, bind: IpAddr) -> bool {
    let host = match named.strip_prefix('[') {
        Some(bracketed) => match bracketed.split_once(']') {
            Some((address, _)) => address,
            None => return false,
        },
        None => named.split_once(':').map_or(named, |(name, _)| name),
    };
    match host.parse::<IpAddr>() {
        Ok(address) => address.is_loopback() || address == bind || bind.is_unspecified(),
        Err(_) => host.eq_ignore_ascii_case("localhost"),
    }
}

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

    /// Issue 53: `localhost`, loopback literals and the bound address, with any port; no
    /// other name, and an address literal only when bound to every address.
    #[test]
    fn only_this_machines_names_are_allowed() {
        let loopback = IpAddr::from([127, 0, 0, 1]);
        let lan = IpAddr::from([192, 168, 1, 5]);
        let every = IpAddr::from([0, 0, 0, 0]);
        for named in ["localhost", "LOCALHOST:7878", "127.0.0.1", "127.8.9.10:80", "[::1]", "[::1]:7878"] {
            assert!(allowed(named, loopback) && allowed(named, lan) && allowed(named, every), "{named}");
        }
        assert!(allowed("192.168.1.5:7878", lan) && !allowed("192.168.1.5:7878", loopback));
        assert!(allowed("10.0.0.7:7878", every) && allowed("[fe80::1]:7878", every));
        for named in
            ["attacker.example", "attacker.example:7878", "localhost.attacker.example", "", "[::1", "::1"]
        {
            assert!(!allowed(named, loopback) && !allowed(named, lan) && !allowed(named, every), "{named}");
        }
    }
}
