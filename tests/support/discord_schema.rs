//! Discord's own OpenAPI description, used by the fake Discord to check every request body the
//! bot sends: a payload real Discord would refuse (a label too long, a field it does not know,
//! a command name of the wrong shape) fails a test here instead of in a user's server.
//!
//! The description is Discord's (`tests/fixtures/discord-api-spec/`). A request's path is
//! matched to a template of its `paths` (a literal segment such as `@original` beats a
//! `{parameter}`), and its body checked against the operation's `application/json` request
//! schema (the bodies serenity sends as multipart carry the same JSON in `payload_json`). Each
//! operation's validator is compiled once, on first use, with the description's `components`
//! beside it so that its `#/components/schemas/…` references resolve.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use serde_json::{Value, json};

static SPEC: LazyLock<Value> = LazyLock::new(|| {
    let mut spec: Value = serde_json::from_str(include_str!("../fixtures/discord-api-spec/openapi.json"))
        .expect("Discord's OpenAPI description is JSON");
    // The description types snowflakes as strings only, but Discord reads a JSON number as a
    // snowflake too, and its own documentation uploads files with `"attachments": [{"id": 0}]`,
    // as serenity does: numbers are let through (the pattern still checks strings).
    spec["components"]["schemas"]["SnowflakeType"]["type"] = json!(["string", "integer"]);
    spec["components"]["schemas"]["SnowflakeType"]["minimum"] = json!(0);
    spec
});

type Validators = Mutex<HashMap<(String, String), Option<Arc<jsonschema::Validator>>>>;

static VALIDATORS: LazyLock<Validators> = LazyLock::new(Validators::default);

/// Checks a request body the bot sent; `Err` lists what Discord's schema refuses. Requests
/// without a body, and routes the description has no request schema for, pass.
pub fn check(method: &str, path: &str, body: &Value) -> Result<(), String> {
    if body.is_null() {
        return Ok(());
    }
    let Some(template) = template(path) else { return Ok(()) };
    let method = method.to_ascii_lowercase();
    let Some(validator) = validator(&template, &method) else { return Ok(()) };
    let errors: Vec<String> =
        validator.iter_errors(body).map(|e| format!("{} at {}", e, e.instance_path())).collect();
    if errors.is_empty() { Ok(()) } else { Err(format!("{method} {template}: {}", errors.join("; "))) }
}

/// The `paths` template that matches `path` (without `/api/v10`), literal segments first.
pub fn template(path: &str) -> Option<String> {
    let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
    let paths = SPEC["paths"].as_object()?;
    paths
        .keys()
        .filter_map(|candidate| {
            let parts: Vec<&str> = candidate.trim_matches('/').split('/').collect();
            if parts.len() != segments.len() {
                return None;
            }
            let mut literals = 0;
            for (part, segment) in parts.iter().zip(&segments) {
                if part.starts_with('{') && part.ends_with('}') {
                    continue;
                }
                if part != segment {
                    return None;
                }
                literals += 1;
            }
            Some((literals, candidate))
        })
        .max_by_key(|(literals, _)| *literals)
        .map(|(_, candidate)| candidate.clone())
}

fn validator(template: &str, method: &str) -> Option<Arc<jsonschema::Validator>> {
    let key = (template.to_owned(), method.to_owned());
    let mut cache = VALIDATORS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    cache
        .entry(key)
        .or_insert_with(|| {
            let schema =
                SPEC["paths"][template][method]["requestBody"]["content"]["application/json"]["schema"]
                    .as_object()?
                    .clone();
            let mut root = json!({"components": SPEC["components"].clone()});
            root.as_object_mut()?.extend(schema);
            let validator = jsonschema::options()
                .with_draft(jsonschema::Draft::Draft202012)
                .build(&root)
                .unwrap_or_else(|e| panic!("Discord's schema for {method} {template} compiles: {e}"));
            Some(Arc::new(validator))
        })
        .clone()
}
