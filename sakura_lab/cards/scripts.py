"""Imports every megami module so that their card scripts are registered."""
