"""report.html in a real headless browser (Debian's chromium driven by Selenium and chromedriver).

The page must load without console errors, hold its tables and figures, and sort a table when a header
is clicked.  On a machine without the browser the test is skipped with the reason; under CI (CI=true,
where .ci/run installs chromium and chromium-driver) a missing browser fails it instead.
"""
from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from sakura_lab.cli import main

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def _browser_paths() -> tuple[str | None, str | None]:
    browser = next((p for p in (shutil.which(n) for n in ("chromium", "chromium-browser")) if p), None)
    driver = next((p for p in (shutil.which(n) for n in ("chromedriver", "chromium-driver")) if p), None)
    if driver is None and Path("/usr/lib/chromium/chromedriver").exists():
        driver = "/usr/lib/chromium/chromedriver"
    return browser, driver


def _need_browser() -> tuple[str, str]:
    browser, driver = _browser_paths()
    try:
        import selenium  # noqa: F401
    except ImportError:
        browser = None
    if browser is None or driver is None:
        why = ("the browser test needs Debian's chromium and chromium-driver and the selenium package "
               "(apt-get install chromium chromium-driver; pip install selenium)")
        if IN_CI:
            pytest.fail(f"CI=true but {why} are missing: .ci/run should have installed them")
        pytest.skip(why)
    return browser, driver


@pytest.fixture(scope="module")
def driver():
    browser, chromedriver = _need_browser()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = browser
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,2000"):
        opts.add_argument(arg)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service(chromedriver), options=opts)
    yield d
    d.quit()


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    """A tiny round robin (random players) and its report."""
    folder = tmp_path_factory.mktemp("rr") / "study"
    assert main(["run", "roundrobin", "--megami", "yurina,saine,himika", "--pairs", "2", "--agents", "random",
                 "--out", str(folder), "--quiet"]) == 0
    assert main(["report", str(folder), "--boot", "20"]) == 0
    path = folder / "report" / "report.html"
    assert path.exists()
    return path


def test_report_is_self_contained(report):
    html = report.read_text(encoding="utf-8")
    for ref in ('src="http', 'href="http', 'src="//', 'href="//', "url(http", "<link rel=\"stylesheet\""):
        assert ref not in html, f"report.html loads {ref}...: it must be self-contained"
    assert html.count("data:image/png;base64,") >= 3
    for section in ("ranking", "matchups", "first-player", "cards", "mechanics", "decks", "reproduce"):
        assert f'id="{section}"' in html
    # names in the three languages (Slash is Yurina's first normal card)
    assert "Slash" in html and "斬" in html and "斩" in html


def test_report_in_browser(driver, report):
    from selenium.webdriver.common.by import By

    driver.get(report.as_uri())
    assert driver.execute_script("return document.readyState") == "complete"
    errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
    assert not errors, errors
    # tables and figures are there
    for tid in ("megami", "pairings", "cards", "mechanics", "decks", "matchups-table"):
        assert driver.find_elements(By.CSS_SELECTOR, f"table#{tid} tbody tr"), tid
    images = driver.find_elements(By.CSS_SELECTOR, "figure img")
    assert len(images) >= 3
    assert all(driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", im)
               for im in images)
    # sorting: click "games in deck" of the card table, ascending then descending
    table = driver.find_element(By.CSS_SELECTOR, "table#cards")
    headers = table.find_elements(By.CSS_SELECTOR, "thead th")
    col = [h.text for h in headers].index("games in deck")

    def column() -> list[float]:
        return [float(td.get_attribute("data-v")) for td in
                table.find_elements(By.CSS_SELECTOR, f"tbody tr td:nth-child({col + 1})")]

    headers[col].click()
    assert headers[col].get_attribute("aria-sort") == "ascending"
    values = column()
    assert values == sorted(values)
    headers[col].click()
    assert headers[col].get_attribute("aria-sort") == "descending"
    values = column()
    assert values == sorted(values, reverse=True)
    # text columns sort too: pairings by name
    ptable = driver.find_element(By.CSS_SELECTOR, "table#pairings")
    ph = ptable.find_elements(By.CSS_SELECTOR, "thead th")
    ph[1].click()
    names = [td.text for td in ptable.find_elements(By.CSS_SELECTOR, "tbody tr td:nth-child(2)")]
    assert names == sorted(names, key=str.lower)
    errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
    assert not errors, errors


def test_missing_browser_fails_under_ci(monkeypatch):
    """Under CI=true a missing browser is a failure, never a skip (elsewhere: a skip with the reason)."""
    import sys

    mod = sys.modules[__name__]
    monkeypatch.setattr(mod.shutil, "which", lambda name: None)
    monkeypatch.setattr(mod, "Path", lambda *a: type("P", (), {"exists": lambda self: False})())
    monkeypatch.setattr(mod, "IN_CI", True)
    with pytest.raises(pytest.fail.Exception, match="CI=true"):
        mod._need_browser()
    monkeypatch.setattr(mod, "IN_CI", False)
    with pytest.raises(pytest.skip.Exception, match="chromium"):
        mod._need_browser()
