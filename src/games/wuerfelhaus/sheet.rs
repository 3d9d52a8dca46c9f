//! The house sheet (WH-01): which bricks there are, their values and what each rests on. It is
//! data, stored with each game, so the real sheet can replace our proposal.

use serde::{Deserialize, Serialize};

/// Ground floor bricks are painted in ground turns (one roll); the roof gets three rolls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Floor {
    Ground,
    Roof,
}

/// One brick of the wall.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Brick {
    /// `ROW.POS`, row 1 at the bottom, position 1 at the left.
    pub id: String,
    pub row: u8,
    pub pos: u8,
    pub value: u8,
    pub floor: Floor,
    /// Indices of the bricks it rests on; all must be painted first.
    pub supports: Vec<usize>,
    /// May be painted as three thirds of a third of its value each (the 18, WH-05).
    pub thirds: bool,
}

/// A house sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    pub bricks: Vec<Brick>,
}

impl Default for Sheet {
    /// WH-01: rows (bottom up) 1 1 1 2 2 · 3 3 4 4 · 5 5 6 (ground) · 10 12 · 18 (roof); brick
    /// `(r, j)` rests on `(r-1, j)` and `(r-1, j+1)`.
    fn default() -> Self {
        let rows: [(&[u8], Floor); 5] = [
            (&[1, 1, 1, 2, 2], Floor::Ground),
            (&[3, 3, 4, 4], Floor::Ground),
            (&[5, 5, 6], Floor::Ground),
            (&[10, 12], Floor::Roof),
            (&[18], Floor::Roof),
        ];
        let mut bricks: Vec<Brick> = Vec::new();
        let mut row_start = Vec::new();
        for (r, (values, floor)) in rows.iter().enumerate() {
            row_start.push(bricks.len());
            for (j, &value) in values.iter().enumerate() {
                let supports =
                    if r == 0 { Vec::new() } else { vec![row_start[r - 1] + j, row_start[r - 1] + j + 1] };
                bricks.push(Brick {
                    id: format!("{}.{}", r + 1, j + 1),
                    row: (r + 1) as u8,
                    pos: (j + 1) as u8,
                    value,
                    floor: *floor,
                    supports,
                    thirds: value == 18,
                });
            }
        }
        Sheet { bricks }
    }
}

/// A third of a brick that may be painted in thirds: left and right first, the middle last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Third {
    L,
    R,
    M,
}

impl Third {
    pub const ALL: [Third; 3] = [Third::L, Third::R, Third::M];

    pub(crate) fn bit(self) -> u8 {
        match self {
            Third::L => 0b010,
            Third::R => 0b100,
            Third::M => 0b001,
        }
    }

    fn suffix(self) -> &'static str {
        match self {
            Third::L => "L",
            Third::R => "R",
            Third::M => "M",
        }
    }
}

/// What one group of dice paints: a whole brick, or a third of one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub brick: usize,
    pub third: Option<Third>,
}

impl Sheet {
    /// The cell a record names: `2.3`, or `5.1L` / `5.1R` / `5.1M` for thirds.
    pub fn cell(&self, id: &str) -> Option<Cell> {
        let (base, third) = match id.chars().last() {
            Some('L') => (&id[..id.len() - 1], Some(Third::L)),
            Some('R') => (&id[..id.len() - 1], Some(Third::R)),
            Some('M') => (&id[..id.len() - 1], Some(Third::M)),
            _ => (id, None),
        };
        let brick = self.bricks.iter().position(|b| b.id == base)?;
        (third.is_none() || self.bricks[brick].thirds).then_some(Cell { brick, third })
    }

    pub fn cell_id(&self, cell: Cell) -> String {
        let id = &self.bricks[cell.brick].id;
        match cell.third {
            Some(third) => format!("{id}{}", third.suffix()),
            None => id.clone(),
        }
    }

    /// The value a group must add up to for this cell.
    pub fn cell_value(&self, cell: Cell) -> u8 {
        let value = self.bricks[cell.brick].value;
        if cell.third.is_some() { value / 3 } else { value }
    }

    /// Every cell: each brick whole, and the thirds of those that have them.
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells = Vec::new();
        for (brick, b) in self.bricks.iter().enumerate() {
            cells.push(Cell { brick, third: None });
            if b.thirds {
                cells.extend(Third::ALL.map(|t| Cell { brick, third: Some(t) }));
            }
        }
        cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WH-01: 15 bricks in rows of 5, 4, 3, 2, 1; each above the first row rests on two.
    #[test]
    fn wh_01_the_proposed_sheet() {
        let sheet = Sheet::default();
        assert_eq!(sheet.bricks.len(), 15);
        let values: Vec<u8> = sheet.bricks.iter().map(|b| b.value).collect();
        assert_eq!(values, [1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 10, 12, 18]);
        assert!(sheet.bricks.iter().filter(|b| b.row > 1).all(|b| b.supports.len() == 2));
        let b = &sheet.bricks[sheet.cell("2.3").expect("2.3").brick];
        let supports: Vec<&str> = b.supports.iter().map(|&s| sheet.bricks[s].id.as_str()).collect();
        assert_eq!(supports, ["1.3", "1.4"]);
        assert_eq!(sheet.cells().len(), 18, "15 bricks and the 18's three thirds");
        assert_eq!(sheet.cell("5.1M").map(|c| sheet.cell_value(c)), Some(6));
        assert!(sheet.cell("2.3L").is_none() && sheet.cell("9.9").is_none());
    }
}
