"""Time (issue #20): the one injectable clock, quiet hours, vacations, pauses, game clocks, reminders and the
waiting rules, and what the table is told about them."""
