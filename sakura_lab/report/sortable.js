/* sakura_lab report: sortable tables (written for this project, MIT like the rest of it).
   Click a header of a table with class "sortable" to sort its rows by that column; click again to
   reverse. Cells may carry data-v (the value to sort by: numbers sort as numbers, empty last). */
(function () {
  "use strict";
  function key(cell) {
    var v = cell.hasAttribute("data-v") ? cell.getAttribute("data-v") : cell.textContent.trim();
    if (v === "" || v === "nan" || v === "NaN") { return null; }
    var n = Number(v);
    return isNaN(n) ? v.toLowerCase() : n;
  }
  function sortBy(table, col, th) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var asc = th.getAttribute("aria-sort") !== "ascending";
    rows.sort(function (a, b) {
      var x = key(a.cells[col]), y = key(b.cells[col]);
      if (x === null && y === null) { return 0; }
      if (x === null) { return 1; }
      if (y === null) { return -1; }
      if (typeof x !== typeof y) { x = String(x); y = String(y); }
      var c = x < y ? -1 : (x > y ? 1 : 0);
      return asc ? c : -c;
    });
    var ths = table.tHead.rows[0].cells;
    for (var i = 0; i < ths.length; i++) { ths[i].removeAttribute("aria-sort"); }
    th.setAttribute("aria-sort", asc ? "ascending" : "descending");
    rows.forEach(function (r) { body.appendChild(r); });
  }
  function init() {
    var tables = document.querySelectorAll("table.sortable");
    Array.prototype.forEach.call(tables, function (table) {
      var ths = table.tHead.rows[0].cells;
      Array.prototype.forEach.call(ths, function (th, col) {
        th.tabIndex = 0;
        th.title = "sort by this column";
        th.addEventListener("click", function () { sortBy(table, col, th); });
        th.addEventListener("keydown", function (e) {
          if (e.key === "Enter" || e.key === " ") { e.preventDefault(); sortBy(table, col, th); }
        });
      });
    });
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", init); } else { init(); }
})();
