//! The galaxy shapes on the map (V2/V5/V6, `games::space_pigs::shapes`): the twins' sun as a
//! hex of its own, and a letter on every hex whose rim wraps (hexes of one letter touch across
//! the rim), explained in a legend row. A classic galaxy draws none of it.

use tiny_skia::{Pixmap, Transform};

use super::text::{Align, Font};
use super::{Layout, MARGIN, WIDTH, Words, circle, palette, stroke};
use crate::games::space_pigs::View;

/// The sun's label on its hex.
pub(super) const SUN_ID: &str = "space-pigs-map-sun";
/// The legend row of a galaxy whose rims wrap.
pub(super) const WRAPS_ID: &str = "space-pigs-map-key-wraps";
/// The legend row of the twin galaxies (the wraps and the sun).
pub(super) const SUN_KEY_ID: &str = "space-pigs-map-key-sun";

/// Where a wrap's badge sits, in radii from the hex's centre: below the name, above a troop
/// badge and a double planet's moon.
pub(super) const WRAP_BADGE: (f32, f32) = (0.66, -0.3);

/// Whether the map draws a shape: a sun or wrapping rims, explained in a legend row.
pub(super) fn shows_shape(view: &View) -> bool {
    view.sun.is_some() || !view.wraps.is_empty()
}

/// The sign of a wrap group: α, β, γ, … (the same in every language). Greek, so it is never
/// taken for the row letter of a hex's name (`A2`).
fn letter(mark: u8) -> String {
    char::from_u32(u32::from('α') + u32::from(mark.min(24))).map_or_else(String::new, String::from)
}

/// The sun: a golden hex with rays, named, where no planet lies.
pub(super) fn draw_sun(pixmap: &mut Pixmap, font: &Font, words: &Words<'_>, layout: &Layout, view: &View) {
    let Some(at) = view.sun else { return };
    let Some(shape) = layout.hexagon(at, 1.5) else { return };
    super::fill(pixmap, &shape, palette::SUN);
    pixmap.stroke_path(&shape, &palette::INK.paint(), &stroke(3.0), Transform::identity(), None);
    let (cx, cy) = layout.centre(at);
    let r = layout.radius;
    circle(pixmap, (cx, cy - 0.1 * r), 0.3 * r, palette::SUN_CORE, Some((palette::INK, 2.0)));
    let label = words.text(SUN_ID, &[]);
    let size = font.fit(&label, 0.19 * r, 1.1 * r);
    font.draw(pixmap, &label, (cx, cy + 0.6 * r), size, Align::Centre, palette::INK, None);
}

/// A sign badge in the upper right of each hex whose rim wraps (the top holds the hex's name).
pub(super) fn draw_wraps(pixmap: &mut Pixmap, font: &Font, layout: &Layout, view: &View) {
    for wrap in &view.wraps {
        let (cx, cy) = layout.centre(wrap.at);
        let r = layout.radius;
        let at = (cx + WRAP_BADGE.0 * r, cy + WRAP_BADGE.1 * r);
        circle(pixmap, at, 0.16 * r, palette::WHITE, Some((palette::INK, 2.0)));
        font.draw(pixmap, &letter(wrap.mark), at, 0.2 * r, Align::Centre, palette::INK, None);
    }
}

/// The shape's legend row at `y`: what the letters mean, and the sun.
pub(super) fn draw_key(pixmap: &mut Pixmap, font: &Font, words: &Words<'_>, view: &View, y: f32) {
    let mut marks: Vec<u8> = view.wraps.iter().map(|w| w.mark).collect();
    marks.sort_unstable();
    marks.dedup();
    let letters = marks.into_iter().map(letter).collect::<Vec<_>>().join(", ");
    let id = if view.sun.is_some() { SUN_KEY_ID } else { WRAPS_ID };
    let key = words.text(id, &[("letters", letters.into())]);
    let size = font.fit(&key, 17.0, WIDTH as f32 - 2.0 * MARGIN);
    font.draw(pixmap, &key, (MARGIN, y), size, Align::Left, palette::MUTED, None);
}
