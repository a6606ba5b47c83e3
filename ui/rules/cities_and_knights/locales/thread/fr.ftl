# Cities & Knights in the game's thread (issue #33).

piece-wall = rempart
