"""Lobbies and seats: who may join, starting games, built-in players, and a running game's per-game settings."""
