# Verifiable dice (issue 35): the board's commitment and seed lines, and /oink fairness.

board-commitment = 🎲 Dice committed: { $short } · /oink fairness
board-seed = 🎲 Seed: { $seed } · commitment: { $commitment } · check it with oink replay --verify
export-running = The record holds the seed that decides the dice still to come: it can be exported once the game is over.

fairness-title = 🎲 Dice you can check
fairness-intro = At Oink, every die, spinner and shuffle of a game comes from one secret number, the **seed**, drawn when the table starts. Nobody can change it afterwards, not even the bot, and you can check that yourself.
fairness-commitment-title = The commitment on the board
fairness-commitment = When the game starts, the board shows a **commitment**: the start of a SHA-256 fingerprint of the seed and the table. It pins the seed down without telling it: finding another seed with the same fingerprint is out of anyone’s reach.
fairness-secret-title = Why the seed stays secret until the end
fairness-secret = Whoever knows the seed knows every roll still to come (and in Space-Schweine every card in the deck). So it stays hidden while the game runs, and the game’s record can only be exported once it is over.
fairness-check-title = How to check it yourself
fairness-check = When the game is over, the final board shows the seed and the whole commitment. Export the record (`/pigs export`, `/haus export`, `/space export`) and run `oink replay --verify record.json`: it checks that the seed matches the commitment, plays every move again from the seed and compares every die and shuffle with the record. It answers “verified”, or names the first roll that does not match.
fairness-footer = Games started before verifiable dice show no commitment.
