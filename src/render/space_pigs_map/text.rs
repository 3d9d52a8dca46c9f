//! Text for the map: glyph outlines from the embedded Roboto Bold (`assets/fonts/`, Apache-2.0),
//! read with `ttf-parser` and filled by tiny-skia like any other path. The font travels inside
//! the binary, so a bot on a bare container draws the same letters as a developer's machine.

use tiny_skia::{LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, Transform};

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
}

impl Font {
    /// The embedded font; `None` only if the file in the repository is broken.
    pub fn embedded() -> Option<Font> {
        ttf_parser::Face::parse(FONT, 0).ok().map(|face| Font { face })
    }

    fn scale(&self, size: f32) -> f32 {
        size / f32::from(self.face.units_per_em().max(1))
    }

    /// Width of `text` at `size` pixels (advances only: our labels are short Latin words).
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let units: f32 = text
            .chars()
            .map(|c| {
                let id = self.face.glyph_index(c).unwrap_or_default();
                f32::from(self.face.glyph_hor_advance(id).unwrap_or(0))
            })
            .sum();
        units * self.scale(size)
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
        for c in text.chars() {
            let id = self.face.glyph_index(c).unwrap_or_default();
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
