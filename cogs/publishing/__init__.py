"""Pushing what happened to Discord: the publisher and its parts, one per message kind (turn, hand, offer,
lobby, statistics), the journal of recent moves they are written from, and edits and posts through the
clicked interaction (``routes``, ``edits``)."""
