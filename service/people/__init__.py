"""People across servers: their settings (quiet hours, vacations, standing orders) and their inbox of games."""
