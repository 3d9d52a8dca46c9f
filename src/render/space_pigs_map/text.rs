//! Text for the map: glyph outlines from the embedded Roboto Bold (`assets/fonts/`, Apache-2.0),
//! read with `ttf-parser` and filled by tiny-skia like any other path. The font travels inside
//! the binary, so a bot on a bare container draws the same letters as a developer's machine.
//!
//! Labels come from the catalog in three languages and names from players, so a character the
//! font lacks must not become a box (`.notdef`): invisible formatting characters (Fluent's
//! isolation marks, should the catalog ever turn them on; zero-width spaces) are dropped, a
//! missing letter is drawn as a look-alike the font has (`ő` as `o`, `“` as `"`), anything else
//! as `?`. [`Font::fallbacks`] tells which characters needed that, so tests can insist that the
//! catalog's own words never do.

use std::cell::RefCell;
use std::collections::BTreeSet;

use tiny_skia::{LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, Transform};
use ttf_parser::GlyphId;

use super::palette::Rgb;

/// Roboto Bold, unmodified (see `assets/fonts/README.md`).
static FONT: &[u8] = include_bytes!("../../../assets/fonts/Roboto-Bold.ttf");

/// Where a text is anchored horizontally.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Centre,
}

/// The parsed font; parsing only reads the table directory, so it is cheap per render.
pub struct Font {
    face: ttf_parser::Face<'static>,
    /// Characters drawn as a stand-in since the font was parsed (see [`Font::fallbacks`]).
    fallbacks: RefCell<BTreeSet<char>>,
}

/// Characters that take no room and show nothing: bidi controls and isolation marks (U+2066–
/// U+2069, which Fluent puts around arguments unless told not to), zero-width spaces and
/// joiners, the soft hyphen and the byte order mark. Some fonts draw a few of them (a soft
/// hyphen as `-`), so they are dropped before the font is asked.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}')
}

/// A look-alike for a character the font may lack: typographic punctuation and spaces become
/// their plain forms, a letter with a diacritic its base letter. `None`: no look-alike.
pub(super) fn stand_in(c: char) -> Option<&'static str> {
    const LETTERS: [(&str, &str); 14] = [
        ("ÀÁÂÃÄÅĀĂĄ", "A"),
        ("àáâãäåāăą", "a"),
        ("ÇĆĈĊČ", "C"),
        ("çćĉċč", "c"),
        ("ÈÉÊËĒĔĖĘĚ", "E"),
        ("èéêëēĕėęě", "e"),
        ("ÌÍÎÏĨĪĬĮİ", "I"),
        ("ìíîïĩīĭįı", "i"),
        ("ÑŃŅŇ", "N"),
        ("ñńņň", "n"),
        ("ÒÓÔÕÖØŌŎŐ", "O"),
        ("òóôõöøōŏő", "o"),
        ("ÙÚÛÜŨŪŬŮŰŲ", "U"),
        ("ùúûüũūŭůűų", "u"),
    ];
    let plain = match c {
        '\u{a0}' | '\u{2000}'..='\u{200a}' | '\u{202f}' | '\u{205f}' | '\u{3000}' => " ",
        '‘' | '’' | '‚' | '‛' | '′' | '‹' | '›' => "'",
        '“' | '”' | '„' | '‟' | '″' | '«' | '»' => "\"",
        '‐' | '‑' | '‒' | '–' | '—' | '―' | '−' => "-",
        '…' => "...",
        '×' => "x",
        '·' | '•' | '∙' => ".",
        'ß' => "ss",
        'ẞ' => "SS",
        'Œ' => "OE",
        'œ' => "oe",
        'Æ' => "AE",
        'æ' => "ae",
        'Ý' | 'Ÿ' => "Y",
        'ý' | 'ÿ' => "y",
        _ => return LETTERS.iter().find(|(from, _)| from.contains(c)).map(|&(_, to)| to),
    };
    Some(plain)
}

impl Font {
    /// The embedded font; `None` only if the file in the repository is broken.
    pub fn embedded() -> Option<Font> {
        ttf_parser::Face::parse(FONT, 0).ok().map(|face| Font { face, fallbacks: RefCell::default() })
    }

    /// The characters of every text measured or drawn so far that the font lacks (drawn as a
    /// look-alike or `?`); invisible formatting characters are not counted.
    pub fn fallbacks(&self) -> BTreeSet<char> {
        self.fallbacks.borrow().clone()
    }

    /// The characters of `text` the font has no glyph for (invisible ones aside), without
    /// drawing anything.
    #[cfg(test)]
    pub fn missing(&self, text: &str) -> BTreeSet<char> {
        text.chars().filter(|&c| !is_invisible(c) && self.face.glyph_index(c).is_none()).collect()
    }

    /// The glyphs `text` is drawn with: one per character as a rule, none for an invisible
    /// one, the look-alike's (or `?`'s) for one the font lacks.
    fn glyphs<'a>(&'a self, text: &'a str) -> impl Iterator<Item = GlyphId> + 'a {
        text.chars().filter(|&c| !is_invisible(c)).flat_map(move |c| {
            let (own, substitute) = match self.face.glyph_index(c) {
                Some(id) => (Some(id), None),
                None => {
                    self.fallbacks.borrow_mut().insert(c);
                    let plain = stand_in(c)
                        .filter(|s| s.chars().all(|p| self.face.glyph_index(p).is_some()))
                        .unwrap_or("?");
                    (None, Some(plain.chars().map(|p| self.face.glyph_index(p).unwrap_or_default())))
                }
            };
            own.into_iter().chain(substitute.into_iter().flatten())
        })
    }

    fn scale(&self, size: f32) -> f32 {
        size / f32::from(self.face.units_per_em().max(1))
    }

    /// Width of `text` at `size` pixels (advances only: no kerning, our labels are short).
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let units: f32 =
            self.glyphs(text).map(|id| f32::from(self.face.glyph_hor_advance(id).unwrap_or(0))).sum();
        units * self.scale(size)
    }

    /// `size`, or smaller so that `text` is at most `max_width` wide: a translation may be
    /// longer than the English the layout was made for, and a smaller line beats a cut one.
    pub fn fit(&self, text: &str, size: f32, max_width: f32) -> f32 {
        let width = self.width(text, size);
        if width > max_width && width > 0.0 { size * max_width / width } else { size }
    }

    /// The outline of `text` with its baseline centred vertically on `y` (cap height), or
    /// `None` for a text with no visible glyph.
    pub fn path(&self, text: &str, x: f32, y: f32, size: f32, align: Align) -> Option<Path> {
        let scale = self.scale(size);
        let start = match align {
            Align::Left => x,
            Align::Centre => x - self.width(text, size) / 2.0,
        };
        let cap = self.face.capital_height().map_or(0.7 * size, |h| f32::from(h) * scale);
        let baseline = y + cap / 2.0;
        let mut pen = start;
        let mut builder = Outline { path: PathBuilder::new(), x: 0.0, y: baseline, scale };
        for id in self.glyphs(text) {
            builder.x = pen;
            self.face.outline_glyph(id, &mut builder);
            pen += f32::from(self.face.glyph_hor_advance(id).unwrap_or(0)) * scale;
        }
        builder.path.finish()
    }

    /// Draws `text` in `fill` with a `halo` outline around the letters, so it stays readable on
    /// any hex colour (and on a phone, scaled down).
    #[allow(clippy::too_many_arguments)]
    pub fn draw(
        &self,
        pixmap: &mut Pixmap,
        text: &str,
        (x, y): (f32, f32),
        size: f32,
        align: Align,
        fill: Rgb,
        halo: Option<(Rgb, f32)>,
    ) {
        let Some(path) = self.path(text, x, y, size, align) else { return };
        if let Some((colour, width)) = halo {
            let stroke = Stroke { width, line_join: LineJoin::Round, ..Stroke::default() };
            pixmap.stroke_path(&path, &colour.paint(), &stroke, Transform::identity(), None);
        }
        let paint: Paint<'_> = fill.paint();
        pixmap.fill_path(&path, &paint, tiny_skia::FillRule::Winding, Transform::identity(), None);
    }
}

/// Turns font units (y up) into pixels (y down) while ttf-parser walks a glyph.
struct Outline {
    path: PathBuilder,
    x: f32,
    y: f32,
    scale: f32,
}

impl Outline {
    fn at(&self, x: f32, y: f32) -> (f32, f32) {
        (self.x + x * self.scale, self.y - y * self.scale)
    }
}

impl ttf_parser::OutlineBuilder for Outline {
    fn move_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.path.move_to(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let (x, y) = self.at(x, y);
        self.path.line_to(x, y);
    }

    fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
        let (x1, y1) = self.at(x1, y1);
        let (x, y) = self.at(x, y);
        self.path.quad_to(x1, y1, x, y);
    }

    fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
        let (x1, y1) = self.at(x1, y1);
        let (x2, y2) = self.at(x2, y2);
        let (x, y) = self.at(x, y);
        self.path.cubic_to(x1, y1, x2, y2, x, y);
    }

    fn close(&mut self) {
        self.path.close();
    }
}
