//! The map's colours. Players get the Okabe–Ito palette (told apart by people with the common
//! colour-vision deficiencies) and, because colour alone is never enough, their seat number in
//! every badge; hexes carry a word ("RED", "ASTEROID") besides their colour.

use tiny_skia::{Color, Paint};

use crate::games::space_pigs::{AiKind, HexKind};

/// An opaque colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    pub fn color(self) -> Color {
        Color::from_rgba8(self.0, self.1, self.2, 255)
    }

    /// An anti-aliased solid paint.
    pub fn paint(self) -> Paint<'static> {
        let mut paint = Paint { anti_alias: true, ..Paint::default() };
        paint.set_color(self.color());
        paint
    }

    /// Relative luminance (sRGB approximation), to choose dark or light text on this colour.
    pub fn is_light(self) -> bool {
        let Rgb(r, g, b) = self;
        0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b) > 150.0
    }

    /// The text colour that reads on this background.
    pub fn ink(self) -> Rgb {
        if self.is_light() { INK } else { WHITE }
    }
}

/// Space.
pub const BACKGROUND: Rgb = Rgb(0x14, 0x1a, 0x2e);
/// Panels (title, legend).
pub const PANEL: Rgb = Rgb(0x1f, 0x27, 0x42);
/// Dark lines and text.
pub const INK: Rgb = Rgb(0x12, 0x12, 0x16);
pub const WHITE: Rgb = Rgb(0xff, 0xff, 0xff);
/// Secondary text on panels.
pub const MUTED: Rgb = Rgb(0xc4, 0xcb, 0xdc);
/// The King Pig's crown.
pub const GOLD: Rgb = Rgb(0xf5, 0xc5, 0x18);
/// The last move's outline and arrow.
pub const HIGHLIGHT: Rgb = Rgb(0xff, 0xff, 0xff);

pub const RED: Rgb = Rgb(0xd6, 0x4f, 0x45);
pub const YELLOW: Rgb = Rgb(0xe9, 0xc2, 0x3b);
pub const BLUE: Rgb = Rgb(0x3c, 0x7c, 0xd6);
pub const ASTEROID: Rgb = Rgb(0x80, 0x86, 0x93);
/// Rocks drawn on asteroids.
pub const ROCK: Rgb = Rgb(0x5c, 0x61, 0x6c);
/// The back of a hex lying face down (V8, V9): darker than any face, lighter than space.
pub const FACE_DOWN: Rgb = Rgb(0x4a, 0x3f, 0x63);

/// Seat colours, seat 0 first (Okabe–Ito: orange, sky blue, bluish green, reddish purple,
/// vermillion, pale yellow).
pub const PLAYERS: [Rgb; 6] = [
    Rgb(0xe6, 0x9f, 0x00),
    Rgb(0x56, 0xb4, 0xe9),
    Rgb(0x00, 0x9e, 0x73),
    Rgb(0xcc, 0x79, 0xa7),
    Rgb(0xd5, 0x5e, 0x00),
    Rgb(0xf0, 0xe4, 0x42),
];

/// A seat's colour (seats beyond six reuse the palette; the number tells them apart).
pub fn player(seat: usize) -> Rgb {
    PLAYERS[seat % PLAYERS.len()]
}

/// The fill of a hex: its planet colour; a double planet takes the colour of its family (what
/// it yields in the quick-start data table); asteroids are grey.
pub fn hex_fill(kind: HexKind, family_colour: Option<Rgb>) -> Rgb {
    match kind {
        HexKind::Red => RED,
        HexKind::Yellow => YELLOW,
        HexKind::Blue => BLUE,
        HexKind::Double => family_colour.unwrap_or(ASTEROID),
        HexKind::Asteroid => ASTEROID,
    }
}

/// The shape of an AI kind on its dark badge: light colours, none of them a seat's, and the
/// shape and letter tell the kinds apart without them.
pub fn ai(kind: AiKind) -> Rgb {
    match kind {
        AiKind::Pirates => Rgb(0xf2, 0xf2, 0xf2),
        AiKind::PigEaters => Rgb(0xff, 0x8f, 0x8f),
        AiKind::Worm => Rgb(0xb5, 0xe0, 0x6e),
    }
}

/// The twin galaxies' sun (V2): its hex and its disc.
pub const SUN: Rgb = Rgb(0xff, 0xb3, 0x47);
pub const SUN_CORE: Rgb = Rgb(0xff, 0xe0, 0x66);
