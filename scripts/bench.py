"""Benchmark (same as ``sakura-lab bench``): see sakura_lab/bench.py."""
from sakura_lab.bench import main

if __name__ == "__main__":
    raise SystemExit(main())
