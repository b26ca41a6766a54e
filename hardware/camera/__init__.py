"""The card camera: an overhead webcam reads QR labels on card sleeves.

Frames come from a capture worker (a device, a video file, an image folder or
the simulated camera); the pipeline finds the mat by its four ArUco corner
markers, decodes the labels, maps each one through the homography into a
zone of the mat layout, and a stability tracker turns the per-frame readings
into ``CardSeen`` / ``CardGone`` observations. Nothing here imports Qt.
"""
