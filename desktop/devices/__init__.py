"""Device panels: connection state and live readings of the table devices."""
