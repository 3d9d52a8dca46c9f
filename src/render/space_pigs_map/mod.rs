//! The Space-Schweine galaxy as a PNG (issue #17): hexes in their planet colours, each player's
//! troops as numbered badges in the player's colour, the axial coordinates menus refer to, and
//! the last move; in the full rules (issue 31) the AI pigs as dark badges, a shape and a letter
//! per kind with their count, and the planets the worm ate with a bite out of them. Pure: a
//! [`View`] and a language in, PNG bytes out, no I/O.
//!
//! Every word it draws comes from the catalog (`commands/<locale>/space-pigs.ftl`); the ids of
//! clans, hex kinds and phases ([`clan_id`], [`hex_kind_id`], [`phase_id`]) are shared with the
//! text board, so both name things alike.
//!
//! It draws from a seat's [`View`] (any seat: the galaxy part of every view is the same), never
//! from the [`Game`](crate::games::space_pigs::Game) itself, so a hand or a face-down card
//! cannot reach the picture by mistake. Drawing is tiny-skia (pure Rust, no system library);
//! text is the embedded Roboto Bold (see `text.rs`). The board embed shows it as
//! `attachment://map.png`.

mod alt;
mod palette;
mod shapes;
#[cfg(test)]
mod tests;
mod text;

use fluent_bundle::{FluentArgs, FluentValue};
use tiny_skia::{FillRule, LineCap, LineJoin, Path, PathBuilder, Pixmap, Stroke, StrokeDash, Transform};

use crate::games::space_pigs::{AiKind, Clan, Family, Hex, HexKind, HexView, Troops, View};
use crate::i18n::{Catalog, Locale};
use palette::Rgb;
use text::{Align, Font};

pub use alt::{MOST as ALT_MOST, alt_text};
pub use palette::{PLAYERS, hex_fill};

/// The picture's width in pixels; the height follows from the galaxy and the seats. Discord
/// scales an attachment to the screen, so the sizes below are chosen to stay readable at about
/// half this width on a phone.
pub const WIDTH: u32 = 880;
const MARGIN: f32 = 24.0;
const TITLE_HEIGHT: f32 = 64.0;
/// Largest hex radius (centre to corner); small galaxies do not grow beyond it.
const MAX_RADIUS: f32 = 70.0;
const LEGEND_ROW: f32 = 44.0;
/// The size of a hex's name on the picture (see [`draw_name`]).
const NAME_SIZE: f32 = 30.0;
const SQRT_3: f32 = 1.732_050_8;

/// A move to highlight: troops went from `from` to `to` (a trip, a reorganisation, a retreat).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastMove {
    pub from: Hex,
    pub to: Hex,
}

/// Why no picture could be made. None of these depends on the game: they mean a broken build
/// (the embedded font) or a state too large for a picture.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MapError {
    #[error("the embedded font cannot be read")]
    Font,
    #[error("a picture of {0}×{1} pixels cannot be made")]
    Canvas(u32, u32),
    #[error("the PNG cannot be encoded: {0}")]
    Encode(String),
}

/// The galaxy of `view` as PNG bytes, `last_move` highlighted, labelled in `locale`.
pub fn render_png(
    view: &View,
    last_move: Option<LastMove>,
    catalog: &Catalog,
    locale: Locale,
) -> Result<Vec<u8>, MapError> {
    encode(&render(view, last_move, catalog, locale)?)
}

/// PNG of an opaque picture with a palette of at most 256 colours (the map has a few dozen
/// flat colours plus anti-aliased edges: see `quantize`). One byte a pixel instead of four
/// keeps a 6-player galaxy well inside 200 KB even with the fastest deflate (`Fast`: a few
/// milliseconds, where `Balanced` took four times as long for a tenth fewer bytes).
pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, MapError> {
    let (palette, indices) = quantize(pixmap);
    let mut out = Vec::with_capacity(indices.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette);
    encoder.set_compression(png::Compression::Fast);
    let error = |e: png::EncodingError| MapError::Encode(e.to_string());
    let mut writer = encoder.write_header().map_err(error)?;
    writer.write_image_data(&indices).map_err(error)?;
    writer.finish().map_err(error)?;
    Ok(out)
}

/// The 256 most frequent colours become the palette, so every flat fill keeps its exact colour;
/// a rarer colour (only ever an anti-aliased edge pixel) takes the nearest palette colour.
/// Returns the palette (RGB triples) and one palette index per pixel. Runs of one colour are
/// looked up once, which is most of the picture.
fn quantize(pixmap: &Pixmap) -> (Vec<u8>, Vec<u8>) {
    use std::collections::HashMap;
    let key = |p: &[u8]| u32::from(p[0]) << 16 | u32::from(p[1]) << 8 | u32::from(p[2]);
    // Pixels per colour, counted a run at a time.
    let mut counts: HashMap<u32, usize> = HashMap::new();
    let mut run = (u32::MAX, 0usize);
    for pixel in pixmap.data().chunks_exact(4) {
        let colour = key(pixel);
        if colour == run.0 {
            run.1 += 1;
        } else {
            if run.1 > 0 {
                *counts.entry(run.0).or_default() += run.1;
            }
            run = (colour, 1);
        }
    }
    if run.1 > 0 {
        *counts.entry(run.0).or_default() += run.1;
    }
    let mut colours: Vec<(u32, usize)> = counts.into_iter().collect();
    colours.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let (kept, rest) = colours.split_at(colours.len().min(256));
    let rgb = |c: u32| [(c >> 16) as u8, (c >> 8) as u8, c as u8];
    let mut index: HashMap<u32, u8> = kept.iter().enumerate().map(|(i, &(c, _))| (c, i as u8)).collect();
    for &(colour, _) in rest {
        let [r, g, b] = rgb(colour);
        let nearest = kept
            .iter()
            .enumerate()
            .min_by_key(|(_, (c, _))| {
                let [pr, pg, pb] = rgb(*c);
                let d = |x: u8, y: u8| (i32::from(x) - i32::from(y)).pow(2);
                d(r, pr) + d(g, pg) + d(b, pb)
            })
            .map_or(0, |(i, _)| i as u8);
        index.insert(colour, nearest);
    }
    let palette: Vec<u8> = kept.iter().flat_map(|&(c, _)| rgb(c)).collect();
    let mut indices = Vec::with_capacity(pixmap.data().len() / 4);
    let mut last = (u32::MAX, 0u8);
    for pixel in pixmap.data().chunks_exact(4) {
        let colour = key(pixel);
        if colour != last.0 {
            last = (colour, index.get(&colour).copied().unwrap_or(0));
        }
        indices.push(last.1);
    }
    (palette, indices)
}

/// The galaxy of `view` as pixels (what [`render_png`] encodes).
pub fn render(
    view: &View,
    last_move: Option<LastMove>,
    catalog: &Catalog,
    locale: Locale,
) -> Result<Pixmap, MapError> {
    let font = Font::embedded().ok_or(MapError::Font)?;
    let pixmap = draw(view, last_move, &Words { catalog, locale }, &font)?;
    // Routine for a player's name with an emoji; for a label it means the font needs a glyph
    // (the tests check that the catalog's own words never get here).
    let fallbacks = font.fallbacks();
    if !fallbacks.is_empty() {
        tracing::debug!(?fallbacks, locale = locale.code(), "map text drawn with stand-in characters");
    }
    Ok(pixmap)
}

/// [`render`] with a given font, so tests can ask it which characters it lacked.
fn draw(
    view: &View,
    last_move: Option<LastMove>,
    words: &Words<'_>,
    font: &Font,
) -> Result<Pixmap, MapError> {
    let layout = Layout::of(view);
    let mut pixmap = Pixmap::new(WIDTH, layout.height).ok_or(MapError::Canvas(WIDTH, layout.height))?;
    pixmap.fill(palette::BACKGROUND.color());
    draw_title(&mut pixmap, font, words, view);
    for hex in &view.hexes {
        draw_hex(&mut pixmap, font, words, &layout, hex);
    }
    shapes::draw_sun(&mut pixmap, font, words, &layout, view);
    shapes::draw_wraps(&mut pixmap, font, &layout, view);
    if let Some(battle) = &view.battle {
        outline(&mut pixmap, &layout, battle.at, palette::RED, Some([10.0, 6.0]));
    }
    if let Some(moved) = last_move {
        draw_last_move(&mut pixmap, &layout, moved);
    }
    for hex in &view.hexes {
        let mut badges: Vec<Badge> = hex.groups.iter().map(|g| Badge::Clan(g.player, g.troops)).collect();
        badges.extend(hex.ai.map(|stack| Badge::Ai(stack.kind, stack.count)));
        draw_troops(&mut pixmap, font, words, &layout, hex.cell.at, &badges);
    }
    draw_legend(&mut pixmap, font, words, &layout, view, last_move.is_some());
    Ok(pixmap)
}

/// Where things go: the hex radius and the pixel centre of the galaxy's `[0, 0]`.
struct Layout {
    radius: f32,
    origin: (f32, f32),
    legend_top: f32,
    height: u32,
}

impl Layout {
    /// Fits the laid hexes (pointy-top, `q` to the east, `r` to the south-east) into the
    /// width, centred on their bounding box.
    fn of(view: &View) -> Layout {
        // Bounds in units of the radius.
        let (mut left, mut right, mut top, mut bottom) = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
        // The twins' sun is drawn like a hex, so it counts for the bounds too.
        let positions = view.hexes.iter().map(|h| h.cell.at).chain(view.sun);
        for (i, at) in positions.enumerate() {
            let (x, y) = unit_centre(at);
            let (l, r, t, b) = (x - SQRT_3 / 2.0, x + SQRT_3 / 2.0, y - 1.0, y + 1.0);
            if i == 0 {
                (left, right, top, bottom) = (l, r, t, b);
            } else {
                (left, right, top, bottom) = (left.min(l), right.max(r), top.min(t), bottom.max(b));
            }
        }
        let span = (right - left).max(SQRT_3);
        let radius = ((WIDTH as f32 - 2.0 * MARGIN) / span).min(MAX_RADIUS);
        let map_height = (bottom - top).max(2.0) * radius;
        let origin =
            (WIDTH as f32 / 2.0 - (left + right) / 2.0 * radius, TITLE_HEIGHT + MARGIN - top * radius);
        let legend_top = TITLE_HEIGHT + 2.0 * MARGIN + map_height;
        let rows = legend_rows(view);
        let height = (legend_top + rows * LEGEND_ROW + MARGIN).ceil() as u32;
        Layout { radius, origin, legend_top, height }
    }

    fn centre(&self, at: Hex) -> (f32, f32) {
        let (x, y) = unit_centre(at);
        (self.origin.0 + x * self.radius, self.origin.1 + y * self.radius)
    }

    /// The hexagon at `at`, shrunk by `inset` pixels.
    fn hexagon(&self, at: Hex, inset: f32) -> Option<Path> {
        let (cx, cy) = self.centre(at);
        let r = self.radius - inset;
        let mut pb = PathBuilder::new();
        for corner in 0..6 {
            let angle = (60.0 * corner as f32 - 30.0).to_radians();
            let (x, y) = (cx + r * angle.cos(), cy + r * angle.sin());
            if corner == 0 { pb.move_to(x, y) } else { pb.line_to(x, y) }
        }
        pb.close();
        pb.finish()
    }
}

/// Whether the galaxy has AI pigs or an eaten planet: the legend then explains them in a row
/// of its own.
fn shows_ai(view: &View) -> bool {
    !view.eaten.is_empty() || view.hexes.iter().any(|h| h.ai.is_some())
}

/// The legend's rows: two seats a row, the key, the AI pigs' key when they are drawn, and the
/// galaxy shape's key when it has a sun or wrapping rims.
fn legend_rows(view: &View) -> f32 {
    view.seats.len().div_ceil(2) as f32
        + 1.0
        + f32::from(u8::from(shows_ai(view)))
        + f32::from(u8::from(shapes::shows_shape(view)))
}

/// Centre of a hex for a radius of 1.
fn unit_centre(at: Hex) -> (f32, f32) {
    let (q, r) = (f32::from(at.q), f32::from(at.r));
    (SQRT_3 * (q + r / 2.0), 1.5 * r)
}

fn stroke(width: f32) -> Stroke {
    Stroke { width, line_join: LineJoin::Round, line_cap: LineCap::Round, ..Stroke::default() }
}

fn fill(pixmap: &mut Pixmap, path: &Path, colour: Rgb) {
    pixmap.fill_path(path, &colour.paint(), FillRule::Winding, Transform::identity(), None);
}

fn circle(pixmap: &mut Pixmap, (x, y): (f32, f32), r: f32, colour: Rgb, border: Option<(Rgb, f32)>) {
    let Some(path) = PathBuilder::from_circle(x, y, r) else { return };
    fill(pixmap, &path, colour);
    if let Some((line, width)) = border {
        pixmap.stroke_path(&path, &line.paint(), &stroke(width), Transform::identity(), None);
    }
}

/// A golden crown of `width` whose base is centred on (x, y): the King Pig's mark.
fn crown(pixmap: &mut Pixmap, (x, y): (f32, f32), width: f32) {
    let (w, h) = (width, width * 0.8);
    let mut pb = PathBuilder::new();
    pb.move_to(x - w / 2.0, y);
    pb.line_to(x - w / 2.0, y - h);
    pb.line_to(x - w / 4.0, y - h / 2.0);
    pb.line_to(x, y - h);
    pb.line_to(x + w / 4.0, y - h / 2.0);
    pb.line_to(x + w / 2.0, y - h);
    pb.line_to(x + w / 2.0, y);
    pb.close();
    let Some(path) = pb.finish() else { return };
    fill(pixmap, &path, palette::GOLD);
    pixmap.stroke_path(&path, &palette::INK.paint(), &stroke(1.5), Transform::identity(), None);
}

fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.quad_to(x + w, y, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.quad_to(x + w, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.quad_to(x, y + h, x, y + h - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}

fn family_colour(family: Family) -> Option<Rgb> {
    match family {
        Family::Red => Some(palette::RED),
        Family::Yellow => Some(palette::YELLOW),
        Family::Blue => Some(palette::BLUE),
        Family::Black => None,
    }
}

/// The catalog id of the word under each hex (`RED`, `2× BLUE`, `ASTEROID`), so a hex's kind
/// never depends on telling colours apart.
pub fn hex_kind_id(kind: HexKind, family: Family) -> &'static str {
    match (kind, family) {
        (HexKind::Red, _) => "space-pigs-hex-red",
        (HexKind::Yellow, _) => "space-pigs-hex-yellow",
        (HexKind::Blue, _) => "space-pigs-hex-blue",
        (HexKind::Double, Family::Red) => "space-pigs-hex-double-red",
        (HexKind::Double, Family::Yellow) => "space-pigs-hex-double-yellow",
        (HexKind::Double, Family::Blue) => "space-pigs-hex-double-blue",
        (HexKind::Double, Family::Black) => "space-pigs-hex-double",
        (HexKind::Asteroid, _) => "space-pigs-hex-asteroid",
    }
}

/// The catalog id of the word under a planet the worm ate (an asteroid since).
pub const EATEN_ID: &str = "space-pigs-hex-eaten";

/// The catalog id of the word on a hex lying face down (V8, V9).
pub const FACE_DOWN_ID: &str = "space-pigs-hex-face-down";

/// An AI kind as the catalog's selectors name it (`space-pigs-ai-pigs`, `space-pigs-ai-name`,
/// `space-pigs-map-key-ai`).
pub fn ai_kind_value(kind: AiKind) -> &'static str {
    match kind {
        AiKind::Pirates => "pirates",
        AiKind::PigEaters => "pig_eaters",
        AiKind::Worm => "worm",
    }
}

/// The catalog id of the letter on an AI kind's badge (the legend's key explains it).
pub fn ai_letter_id(kind: AiKind) -> &'static str {
    match kind {
        AiKind::Pirates => "space-pigs-map-ai-pirates",
        AiKind::PigEaters => "space-pigs-map-ai-pig-eaters",
        AiKind::Worm => "space-pigs-map-ai-worm",
    }
}

/// The catalog id of a clan's name.
pub fn clan_id(clan: Clan) -> &'static str {
    match clan {
        Clan::Porcus => "space-pigs-clan-porcus",
        Clan::Hylocherus => "space-pigs-clan-hylocherus",
        Clan::Phacocherus => "space-pigs-clan-phacocherus",
        Clan::Babiroussa => "space-pigs-clan-babiroussa",
        Clan::Scrofa => "space-pigs-clan-scrofa",
        Clan::PecariBanzai => "space-pigs-clan-pecari-banzai",
    }
}

/// The catalog id of a phase, from the name a [`View`] gives it (`extra_window`); `None` for
/// a name the view does not give, which the caller then shows as it is rather than an id.
pub fn phase_id(phase: &str) -> Option<&'static str> {
    Some(match phase {
        "build" => "space-pigs-phase-build",
        "deploy" => "space-pigs-phase-deploy",
        "draw" => "space-pigs-phase-draw",
        "travel" => "space-pigs-phase-travel",
        "extra_window" => "space-pigs-phase-extra-window",
        "combat" => "space-pigs-phase-combat",
        "reorganise" => "space-pigs-phase-reorganise",
        "reinforce" => "space-pigs-phase-reinforce",
        "settlers" => "space-pigs-phase-settlers",
        "return" => "space-pigs-phase-return",
        "markers" => "space-pigs-phase-markers",
        "election" => "space-pigs-phase-election",
        "ai_arrival" => "space-pigs-phase-ai-arrival",
        "ai_moves" => "space-pigs-phase-ai-moves",
        "over" => "space-pigs-phase-over",
        _ => return None,
    })
}

/// The catalog in the picture's language: every word the picture draws goes through here.
struct Words<'a> {
    catalog: &'a Catalog,
    locale: Locale,
}

impl Words<'_> {
    fn text(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        if args.is_empty() {
            return self.catalog.text(self.locale, id, None);
        }
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        self.catalog.text(self.locale, id, Some(&fluent))
    }

    /// The title: the game, the round (or setup) and the phase.
    fn title(&self, round: u32, phase: &str) -> String {
        let phase = match phase_id(phase) {
            Some(id) => self.text(id, &[]),
            None => phase.replace('_', " "),
        };
        if round == 0 {
            self.text("space-pigs-map-title-setup", &[("phase", phase.into())])
        } else {
            self.text("space-pigs-map-title-round", &[("round", round.into()), ("phase", phase.into())])
        }
    }

    /// A seat's legend line: name, clan, and its troops in the galaxy (or that it is out).
    fn seat(&self, name: &str, clan: Clan, out: bool, troops: Troops, hexes: usize) -> String {
        let status = if out {
            self.text("space-pigs-map-seat-out", &[])
        } else {
            self.text(
                "space-pigs-map-seat-troops",
                &[("troops", troop_label(troops).into()), ("hexes", hexes.into())],
            )
        };
        let clan = self.text(clan_id(clan), &[]);
        self.text(
            "space-pigs-map-seat",
            &[("name", name.into()), ("clan", clan.into()), ("status", status.into())],
        )
    }
}

fn draw_title(pixmap: &mut Pixmap, font: &Font, words: &Words<'_>, view: &View) {
    if let Some(panel) = tiny_skia::Rect::from_xywh(0.0, 0.0, WIDTH as f32, TITLE_HEIGHT) {
        pixmap.fill_rect(panel, &palette::PANEL.paint(), Transform::identity(), None);
    }
    let title = words.title(view.round, view.phase);
    let size = font.fit(&title, 30.0, WIDTH as f32 - 2.0 * MARGIN);
    font.draw(pixmap, &title, (MARGIN, TITLE_HEIGHT / 2.0), size, Align::Left, palette::WHITE, None);
}

fn draw_hex(pixmap: &mut Pixmap, font: &Font, words: &Words<'_>, layout: &Layout, hex: &HexView) {
    if hex.face_down {
        draw_face_down(pixmap, font, words, layout, hex);
        return;
    }
    let (at, kind, family, owner) = (hex.cell.at, hex.cell.tile.hex, hex.cell.tile.family, hex.owner);
    let colour = hex_fill(kind, family_colour(family));
    let Some(shape) = layout.hexagon(at, 1.5) else { return };
    // No anti-aliasing for the fill: the border drawn over its edge is, and this saves time.
    let mut flat = colour.paint();
    flat.anti_alias = false;
    pixmap.fill_path(&shape, &flat, FillRule::Winding, Transform::identity(), None);
    let (cx, cy) = layout.centre(at);
    let r = layout.radius;
    match kind {
        // A double planet: a ringed planet with its moon, in a lighter shade.
        HexKind::Double => {
            let light = Rgb(colour.0 / 2 + 128, colour.1 / 2 + 128, colour.2 / 2 + 128);
            circle(pixmap, (cx - 0.62 * r, cy), 0.13 * r, light, Some((palette::INK, 2.0)));
            circle(pixmap, (cx + 0.62 * r, cy), 0.13 * r, light, Some((palette::INK, 2.0)));
        }
        // Rocks, so an asteroid reads as one without its colour.
        HexKind::Asteroid => {
            for (dx, dy, size) in
                [(-0.45, -0.05, 0.10), (0.48, -0.12, 0.08), (-0.3, 0.34, 0.07), (0.36, 0.3, 0.09)]
            {
                circle(pixmap, (cx + dx * r, cy + dy * r), size * r, palette::ROCK, None);
            }
        }
        _ => {}
    }
    // The owner's colour as a band inside the border.
    if let (Some(seat), Some(band)) = (owner, layout.hexagon(at, 6.0)) {
        pixmap.stroke_path(&band, &palette::player(seat).paint(), &stroke(7.0), Transform::identity(), None);
    }
    pixmap.stroke_path(&shape, &palette::INK.paint(), &stroke(3.0), Transform::identity(), None);
    if hex.eaten.is_some() {
        bite(pixmap, layout, at);
    }
    draw_name(pixmap, font, layout, hex);
    // Dark on every planet colour (4.4:1 at worst, on blue): no halo needed. The hex is about
    // 1.1 radii wide at the label's foot; a longer word ("ASTÉROÏDE") is drawn smaller.
    let id = if hex.eaten.is_some() { EATEN_ID } else { hex_kind_id(kind, family) };
    let label = words.text(id, &[]);
    let size = font.fit(&label, 0.19 * r, 1.1 * r);
    font.draw(pixmap, &label, (cx, cy + 0.6 * r), size, Align::Centre, palette::INK, None);
}

/// The hex's short name (`C4`) in its upper half, as large as a phone needs: the picture is
/// shown at about 375/880 of its size there, so letters [`NAME_SIZE`] pixels high on it read
/// like 12-pixel text, even where a wide galaxy makes the hexes small.
fn draw_name(pixmap: &mut Pixmap, font: &Font, layout: &Layout, hex: &HexView) {
    let (cx, cy) = layout.centre(hex.cell.at);
    let r = layout.radius;
    let size = font.fit(&hex.name, NAME_SIZE.max(0.4 * r), 1.2 * r);
    let halo = Some((palette::INK, 4.0));
    font.draw(pixmap, &hex.name, (cx, cy - 0.5 * r), size, Align::Centre, palette::WHITE, halo);
}

/// A hex lying face down (V8, V9): its back, with the family's acorn logo as a disc in the
/// family colour (grey for the black family), and the word for "face down" where a face's
/// name goes. Nobody stands on it: troops arriving turn it over.
fn draw_face_down(pixmap: &mut Pixmap, font: &Font, words: &Words<'_>, layout: &Layout, hex: &HexView) {
    let at = hex.cell.at;
    let Some(shape) = layout.hexagon(at, 1.5) else { return };
    fill(pixmap, &shape, palette::FACE_DOWN);
    let (cx, cy) = layout.centre(at);
    let r = layout.radius;
    let logo = family_colour(hex.cell.tile.family).unwrap_or(palette::ROCK);
    circle(pixmap, (cx, cy), 0.2 * r, logo, Some((palette::INK, 2.0)));
    pixmap.stroke_path(&shape, &palette::INK.paint(), &stroke(3.0), Transform::identity(), None);
    draw_name(pixmap, font, layout, hex);
    let label = words.text(FACE_DOWN_ID, &[]);
    let size = font.fit(&label, 0.19 * r, 1.1 * r);
    font.draw(pixmap, &label, (cx, cy + 0.6 * r), size, Align::Centre, palette::WHITE, None);
}

/// A bite out of the hex's upper right corner, in the colour of space and edged in ink: a planet
/// the worm ate (L517). Drawn inside the hex only (a sector at the corner and a tooth mark on
/// each edge beside it, their arcs inked), so its neighbours stay whole and no clip mask of
/// the whole picture is needed.
fn bite(pixmap: &mut Pixmap, layout: &Layout, at: Hex) {
    let (cx, cy) = layout.centre(at);
    let r = layout.radius - 1.5;
    let corner = (cx + r * 30f32.to_radians().cos(), cy - r * 30f32.to_radians().sin());
    let point = |(x, y): (f32, f32), radius: f32, degrees: f32| {
        let a = degrees.to_radians();
        (x + radius * a.cos(), y + radius * a.sin())
    };
    // The hex's inside at this corner lies between 90° (down the right edge) and 210° (up the
    // upper edge); a tooth on each edge bulges inwards.
    let marks = [
        (corner, 0.48 * r, 90.0, 210.0, true),
        (point(corner, 0.62 * r, 90.0), 0.2 * r, 90.0, 270.0, false),
        (point(corner, 0.62 * r, 210.0), 0.2 * r, 30.0, 210.0, false),
    ];
    for (centre, radius, from, to, sector) in marks {
        let steps = 16;
        let arc: Vec<(f32, f32)> = (0..=steps)
            .map(|k| point(centre, radius, from + (to - from) * k as f32 / steps as f32))
            .collect();
        let mut shape = PathBuilder::new();
        shape.move_to(if sector { centre.0 } else { arc[0].0 }, if sector { centre.1 } else { arc[0].1 });
        arc.iter().for_each(|&(x, y)| shape.line_to(x, y));
        shape.close();
        let mut edge = PathBuilder::new();
        edge.move_to(arc[0].0, arc[0].1);
        arc.iter().skip(1).for_each(|&(x, y)| edge.line_to(x, y));
        if let (Some(shape), Some(edge)) = (shape.finish(), edge.finish()) {
            fill(pixmap, &shape, palette::BACKGROUND);
            pixmap.stroke_path(&edge, &palette::INK.paint(), &stroke(3.0), Transform::identity(), None);
        }
    }
}

/// A dashed (`dash`) or solid outline around a hex, above the hexes' own borders.
fn outline(pixmap: &mut Pixmap, layout: &Layout, at: Hex, colour: Rgb, dash: Option<[f32; 2]>) {
    let Some(shape) = layout.hexagon(at, 4.0) else { return };
    let mut line = stroke(6.0);
    line.dash = dash.and_then(|[on, off]| StrokeDash::new(vec![on, off], 0.0));
    pixmap.stroke_path(&shape, &palette::INK.paint(), &stroke(10.0), Transform::identity(), None);
    pixmap.stroke_path(&shape, &colour.paint(), &line, Transform::identity(), None);
}

/// Both hexes outlined and an arrow from one to the other.
fn draw_last_move(pixmap: &mut Pixmap, layout: &Layout, moved: LastMove) {
    outline(pixmap, layout, moved.from, palette::HIGHLIGHT, Some([12.0, 7.0]));
    outline(pixmap, layout, moved.to, palette::HIGHLIGHT, None);
    let (from, to) = (layout.centre(moved.from), layout.centre(moved.to));
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let length = (dx * dx + dy * dy).sqrt();
    if length < 1.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    // From the edge of the first hex to the edge of the second, past the troop badges.
    let gap = 0.62 * layout.radius;
    let start = (from.0 + ux * gap, from.1 + uy * gap);
    let tip = (to.0 - ux * gap, to.1 - uy * gap);
    if length <= 2.0 * gap {
        return;
    }
    let head = 0.22 * layout.radius;
    let mut pb = PathBuilder::new();
    pb.move_to(start.0, start.1);
    pb.line_to(tip.0, tip.1);
    pb.move_to(tip.0 - ux * head - uy * head * 0.7, tip.1 - uy * head + ux * head * 0.7);
    pb.line_to(tip.0, tip.1);
    pb.line_to(tip.0 - ux * head + uy * head * 0.7, tip.1 - uy * head - ux * head * 0.7);
    let Some(arrow) = pb.finish() else { return };
    pixmap.stroke_path(&arrow, &palette::INK.paint(), &stroke(11.0), Transform::identity(), None);
    pixmap.stroke_path(&arrow, &palette::HIGHLIGHT.paint(), &stroke(5.0), Transform::identity(), None);
}

/// How a group's troops are written: piglets, and Big Gruiks with a G ("4+1G"). The G is a
/// symbol like the digits, the same in every language (Großgrunzer, Gros Grouink), so it is not
/// in the catalog; the legend's key explains it in words.
pub fn troop_label(troops: Troops) -> String {
    match (troops.piglets, troops.gruiks) {
        (p, 0) => p.to_string(),
        (0, g) => format!("{g}G"),
        (p, g) => format!("{p}+{g}G"),
    }
}

/// What stands on a hex, one badge each: a clan's troops, or a stack of AI pigs.
#[derive(Debug, Clone, Copy)]
enum Badge {
    Clan(usize, Troops),
    Ai(AiKind, u8),
}

/// A badge per group, stacked in the middle of the hex. A clan's: the seat's number on a disc
/// of its colour, then the troops in dark letters on white. AI pigs': a dark pill, the kind's
/// shape (pirates a diamond, pig-eaters a triangle, the worm a circle) in its colour with its
/// letter, then the count in white: told apart from the clans without colour, and from each
/// other by shape and letter.
fn draw_troops(
    pixmap: &mut Pixmap,
    font: &Font,
    words: &Words<'_>,
    layout: &Layout,
    at: Hex,
    badges: &[Badge],
) {
    if badges.is_empty() {
        return;
    }
    let (cx, cy) = layout.centre(at);
    let r = layout.radius;
    let height = (0.36 * r).min(if badges.len() > 2 { 0.7 * r / badges.len() as f32 } else { r });
    let size = 0.72 * height;
    // A little below the centre, clear of the hex's name above.
    let first = cy + 0.08 * r - (badges.len() as f32 - 1.0) * height * 0.55;
    for (i, badge) in badges.iter().enumerate() {
        let y = first + i as f32 * height * 1.1;
        let label = match *badge {
            Badge::Clan(_, troops) => troop_label(troops),
            Badge::Ai(_, count) => format!("×{count}"),
        };
        let disc = height / 2.0;
        let width = 2.0 * disc + font.width(&label, size) + 0.45 * height;
        let x = cx - width / 2.0;
        let (back, ink) = match badge {
            Badge::Clan(..) => (palette::WHITE, palette::INK),
            Badge::Ai(..) => (palette::INK, palette::WHITE),
        };
        if let Some(pill) = rounded_rect(x, y - height / 2.0, width, height, height / 2.0) {
            fill(pixmap, &pill, back);
            let edge = if matches!(badge, Badge::Ai(..)) { palette::WHITE } else { palette::INK };
            pixmap.stroke_path(&pill, &edge.paint(), &stroke(2.5), Transform::identity(), None);
        }
        match *badge {
            Badge::Clan(seat, _) => {
                let colour = palette::player(seat);
                circle(pixmap, (x + disc, y), disc - 1.0, colour, Some((palette::INK, 2.5)));
                let number = (seat + 1).to_string();
                font.draw(pixmap, &number, (x + disc, y), size * 0.9, Align::Centre, colour.ink(), None);
            }
            Badge::Ai(kind, _) => {
                let colour = palette::ai(kind);
                ai_shape(pixmap, kind, (x + disc, y), disc);
                let letter = words.text(ai_letter_id(kind), &[]);
                font.draw(pixmap, &letter, (x + disc, y), size * 0.8, Align::Centre, colour.ink(), None);
            }
        }
        font.draw(pixmap, &label, (x + 2.0 * disc + 0.15 * height, y), size, Align::Left, ink, None);
    }
}

/// An AI kind's shape of radius `r` centred on (x, y), in its colour, edged in ink.
fn ai_shape(pixmap: &mut Pixmap, kind: AiKind, (x, y): (f32, f32), r: f32) {
    let mut pb = PathBuilder::new();
    match kind {
        AiKind::Pirates => {
            pb.move_to(x, y - r);
            pb.line_to(x + r, y);
            pb.line_to(x, y + r);
            pb.line_to(x - r, y);
            pb.close();
        }
        AiKind::PigEaters => {
            pb.move_to(x, y - r);
            pb.line_to(x + r, y + 0.8 * r);
            pb.line_to(x - r, y + 0.8 * r);
            pb.close();
        }
        AiKind::Worm => pb.push_circle(x, y, r - 1.0),
    }
    let Some(path) = pb.finish() else { return };
    fill(pixmap, &path, palette::ai(kind));
    pixmap.stroke_path(&path, &palette::INK.paint(), &stroke(2.0), Transform::identity(), None);
}

/// Below the galaxy: each seat's number, colour, name and clan, and its troops in the galaxy;
/// then how to read a badge.
fn draw_legend(
    pixmap: &mut Pixmap,
    font: &Font,
    words: &Words<'_>,
    layout: &Layout,
    view: &View,
    last_move: bool,
) {
    let top = layout.legend_top;
    let rows = legend_rows(view);
    if let Some(panel) =
        tiny_skia::Rect::from_xywh(0.0, top - MARGIN / 2.0, WIDTH as f32, rows * LEGEND_ROW + MARGIN)
    {
        pixmap.fill_rect(panel, &palette::PANEL.paint(), Transform::identity(), None);
    }
    let column = (WIDTH as f32 - 2.0 * MARGIN) / 2.0;
    for (seat, info) in view.seats.iter().enumerate() {
        let x = MARGIN + (seat % 2) as f32 * column;
        let y = top + (seat / 2) as f32 * LEGEND_ROW + LEGEND_ROW / 2.0;
        let colour = palette::player(seat);
        circle(pixmap, (x + 15.0, y), 15.0, colour, Some((palette::WHITE, 2.0)));
        font.draw(pixmap, &(seat + 1).to_string(), (x + 15.0, y), 19.0, Align::Centre, colour.ink(), None);
        let mut troops = Troops::default();
        let mut hexes = 0;
        for hex in &view.hexes {
            if let Some(group) = hex.groups.iter().find(|g| g.player == seat) {
                troops.add(group.troops);
                hexes += 1;
            }
        }
        let name: String = info.name.chars().take(16).collect();
        let mut line = words.seat(&name, info.clan, info.out, troops, hexes);
        if view.king == Some(seat) {
            // The King Pig: a crown on his disc, and his title before his line.
            crown(pixmap, (x + 15.0, y - 15.0), 12.0);
            line = words.text("space-pigs-map-king", &[("seat", line.into())]);
        }
        let size = font.fit(&line, 20.0, column - 38.0 - 8.0);
        font.draw(pixmap, &line, (x + 38.0, y), size, Align::Left, palette::WHITE, None);
    }
    let y = top + view.seats.len().div_ceil(2) as f32 * LEGEND_ROW + LEGEND_ROW / 2.0;
    let mut key =
        words.text(if last_move { "space-pigs-map-key-last-move" } else { "space-pigs-map-key" }, &[]);
    if view.hexes.iter().any(|h| h.face_down) {
        // V8, V9: what the dark hexes are.
        key = format!("{key} · {}", words.text("space-pigs-map-key-face-down", &[]));
    }
    let size = font.fit(&key, 18.0, WIDTH as f32 - 2.0 * MARGIN);
    font.draw(pixmap, &key, (MARGIN, y), size, Align::Left, palette::MUTED, None);
    if shows_ai(view) {
        draw_ai_key(pixmap, font, words, view, y + LEGEND_ROW);
    }
    if shapes::shows_shape(view) {
        let rows = 1.0 + f32::from(u8::from(shows_ai(view)));
        shapes::draw_key(pixmap, font, words, view, y + rows * LEGEND_ROW);
    }
}

/// The AI pigs' key on the row at `y`: each kind's shape and letter with its name, and the
/// planets the worm ate so far (n of most).
fn draw_ai_key(pixmap: &mut Pixmap, font: &Font, words: &Words<'_>, view: &View, y: f32) {
    let r = 11.0;
    let mut x = MARGIN;
    for kind in AiKind::ALL {
        ai_shape(pixmap, kind, (x + r, y), r);
        let letter = words.text(ai_letter_id(kind), &[]);
        font.draw(pixmap, &letter, (x + r, y), 13.0, Align::Centre, palette::ai(kind).ink(), None);
        x += 2.0 * r + 6.0;
        let name = words.text("space-pigs-map-key-ai", &[("kind", ai_kind_value(kind).into())]);
        font.draw(pixmap, &name, (x, y), 17.0, Align::Left, palette::MUTED, None);
        x += font.width(&name, 17.0) + 18.0;
    }
    let eaten = words.text(
        "space-pigs-map-key-eaten",
        &[("eaten", view.eaten.len().into()), ("most", view.eaten_most.into())],
    );
    let size = font.fit(&eaten, 17.0, (WIDTH as f32 - MARGIN - x).max(1.0));
    font.draw(pixmap, &eaten, (x, y), size, Align::Left, palette::MUTED, None);
}
