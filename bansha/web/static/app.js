// Copy buttons and confirmations; the pages work without this file, it only saves clicks.
(function () {
  "use strict";

  function textOf(button) {
    if (button.dataset.copyText) return button.dataset.copyText;
    var el = document.getElementById(button.dataset.copy);
    if (!el) return "";
    return "value" in el && el.tagName !== "PRE" ? el.value : el.textContent;
  }

  function fallbackCopy(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.className = "offscreen";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    document.body.removeChild(area);
    return ok;
  }

  function done(button, ok) {
    var label = button.dataset.label || button.textContent;
    button.dataset.label = label;
    button.textContent = ok ? "已复制" : "复制失败，请手动选择";
    button.classList.toggle("copied", ok);
    setTimeout(function () { button.textContent = label; button.classList.remove("copied"); }, 2000);
  }

  document.addEventListener("click", function (ev) {
    var button = ev.target.closest("button.copy");
    if (!button) return;
    var text = textOf(button);
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(button, true); },
        function () { done(button, fallbackCopy(text)); });
    } else {
      done(button, fallbackCopy(text));
    }
  });

  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (form.dataset.confirm && !window.confirm(form.dataset.confirm)) {
      ev.preventDefault();
      return;
    }
    var button = form.querySelector("button[type=submit]");
    if (button) setTimeout(function () { button.disabled = true; }, 0);
  });

  var picker = document.getElementById("ruleset");
  function showOptions() {
    document.querySelectorAll(".ruleset-options").forEach(function (fs) {
      fs.hidden = fs.dataset.ruleset !== picker.value;
    });
  }
  if (picker) { picker.addEventListener("change", showOptions); showOptions(); }
})();

// The 跟帖 panel: its live part (status line, tally, waiting list, posts read) is fetched again every
// few seconds while the page is open, except while the director is using a control inside it.
(function () {
  "use strict";
  var live = document.querySelector("[data-live-url]");
  if (!live) return;
  var every = (parseInt(live.dataset.every, 10) || 5) * 1000;
  setInterval(function () {
    if (live.contains(document.activeElement) && document.activeElement !== document.body) return;
    fetch(live.dataset.liveUrl, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) { if (html !== null) live.innerHTML = html; })
      .catch(function () {});
  }, every);
})();
