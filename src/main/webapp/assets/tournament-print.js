// The "Print" button of the printable tournament pages (pairing sheet, standings for the wall).
document.addEventListener('DOMContentLoaded', function () {
  var b = document.getElementById('print');
  if (b) {
    b.addEventListener('click', function () { window.print(); });
  }
});
