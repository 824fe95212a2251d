"""The playground in a real headless browser: Debian's chromium driven through its chromedriver
by Selenium (the driver and the browser come from the same Debian package, so their versions
always match; nothing is downloaded). Skips when selenium, the browser, its driver or the web
extra is not installed. Screenshots go to test-artifacts/ (or $ORACLEC_TEST_ARTIFACTS)."""
import os
import shutil
from pathlib import Path

import pytest

from webserver import DOUBLING_CHANT

webdriver = pytest.importorskip("selenium.webdriver")
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

ARTIFACTS = Path(os.environ.get("ORACLEC_TEST_ARTIFACTS") or Path(__file__).resolve().parents[1] / "test-artifacts")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")


@pytest.fixture(scope="module")
def browser():
    if not (CHROMIUM and CHROMEDRIVER):
        pytest.skip("no chromium and chromedriver (apt-get install chromium chromium-driver)")
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1500,1200", "--lang=en-US", "--no-first-run", "--disable-extensions"):
        opts.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=opts)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


def _open(browser, web_server):
    browser.get(web_server.url + "/")
    WebDriverWait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#card-names option"))


def _type(browser, element_id: str, text: str):
    box = browser.find_element(By.ID, element_id)
    box.clear()
    box.send_keys(text)


def _updated(browser, css: str, timeout: float = 30):
    """Waits for the results the page shows after typing (the debounced update) and returns them."""
    WebDriverWait(browser, timeout).until(lambda d: d.find_elements(By.CSS_SELECTOR, css))
    return browser.find_elements(By.CSS_SELECTOR, css)


def _screenshot(browser, name: str) -> Path:
    """The whole page (not only the window), as a PNG in the artifacts folder."""
    import base64

    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    size = browser.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": size["width"], "height": min(size["height"], 6000), "scale": 1}})
    path = ARTIFACTS / name
    path.write_bytes(base64.b64decode(shot["data"]))
    return path


def test_typing_a_text_shows_its_tree_and_ir(browser, web_server):
    _open(browser, web_server)
    _type(browser, "name-en", "Vampire Nighthawk")
    _type(browser, "type-en", "Creature — Vampire Shaman")
    _type(browser, "text-en", "Flying\nWhenever Vampire Nighthawk deals damage, you gain that much life.")
    irs = _updated(browser, "#result-en pre.ir")
    assert len(irs) == 2 and '"keyword": "flying"' in irs[0].text and '"triggered"' in irs[1].text
    status = [e.text for e in browser.find_elements(By.CSS_SELECTOR, "#result-en .ability > div .status")]
    assert status == ["ok", "ok"]
    tree = browser.find_elements(By.CSS_SELECTOR, "#result-en details.tree-box")[1]
    tree.find_element(By.TAG_NAME, "summary").click()  # the tree opens…
    rules = [s.text for s in tree.find_elements(By.CSS_SELECTOR, ".tree summary") if s.is_displayed()]
    assert "start" in rules[0] and len(rules) > 3, rules
    _screenshot(browser, "playground-one-text.png")
    inner = tree.find_elements(By.CSS_SELECTOR, ".tree details")[0]
    inner.find_element(By.TAG_NAME, "summary").click()  # …and a branch of it closes
    assert inner.get_attribute("open") is None
    rules_text = browser.find_element(By.CSS_SELECTOR, "#result-en .ability:nth-child(3) .rules").text
    assert "CR 603" in rules_text
    assert browser.find_element(By.ID, "pair").get_attribute("hidden") is not None  # one text: no pair


def test_the_doubling_chant_erratum_is_highlighted_in_both_texts(browser, web_server):
    _open(browser, web_server)
    _type(browser, "card", "Doubling Chant")  # the card from the corpus: both texts, names and types
    WebDriverWait(browser, 20).until(lambda d: d.find_element(By.ID, "text-ja").get_attribute("value"))
    assert browser.find_element(By.ID, "type-en").get_attribute("value") == "Sorcery"
    assert browser.find_element(By.ID, "text-en").get_attribute("value") == DOUBLING_CHANT["en"]["text"]
    rows = _updated(browser, "#pair-table tbody tr.same")  # today's Japanese means the same
    assert len(rows) == 1 and not browser.find_elements(By.CSS_SELECTOR, "#preview-ja mark[data-code^=X]")
    _type(browser, "text-ja", DOUBLING_CHANT["ja"]["text"])  # the Magic 2012 printing's error
    ja = _updated(browser, "#preview-ja mark[data-code=X401]")
    en = browser.find_elements(By.CSS_SELECTOR, "#preview-en mark[data-code=X401]")
    assert [m.text for m in ja] == ["そのクリーチャーと同じ名前を持つカード"]
    assert [m.text for m in en] == ["creature"]
    before = browser.execute_script("return arguments[0].previousSibling.textContent", en[0])
    assert before.endswith("search your library for a ")  # the creature of "a creature card", not the first
    finding = browser.find_element(By.CSS_SELECTOR, "#pair-findings .finding[data-code=X401]").text
    assert "“creature”" in finding and "Japanese text lacks" in finding
    row = browser.find_element(By.CSS_SELECTOR, "#pair-table tbody tr.differs").text
    assert "ja “そのクリーチャーと同じ名前を持つカード” ↔ en “creature”" in row
    shot = _screenshot(browser, "playground-doubling-chant.png")
    assert shot.stat().st_size > 10_000


def test_a_suggestion_is_shown_with_its_span(browser, web_server):
    _open(browser, web_server)
    _type(browser, "name-en", "Goblin Arsonist")
    _type(browser, "type-en", "Creature — Goblin Shaman")
    _type(browser, "text-en", "When Goblin Arsonist is put into a graveyard from the battlefield, you may have it "
                              "deal 1 damage to any target.")
    marks = _updated(browser, "#preview-en mark[data-code=O202]")
    assert [m.text for m in marks] == ["is put into a graveyard from the battlefield"]
    finding = browser.find_element(By.CSS_SELECTOR, "#result-en .finding[data-code=O202]").text
    assert "suggestion: replace with “dies”" in finding
