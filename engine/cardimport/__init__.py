"""Real card data brought into Playmat: read (:mod:`.records`), made into a
game's cards (:mod:`.games`) and kept in the user's card library
(:mod:`.library`)."""
