# The 2-player variant: what its buttons do (issue #33).
two-buttons-doing-neutral = place a neutral piece
two-buttons-doing-giveback = give cards back
