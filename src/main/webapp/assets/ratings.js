// The rating list import form (/arbiter/ratings): the chosen CSV file is read into the form's text area,
// which is what the form posts (the page takes plain form posts only).
document.addEventListener('DOMContentLoaded', () => {
  const file = document.getElementById('list-file');
  const text = document.getElementById('list-csv');
  const name = document.getElementById('list-file-name');
  if (!file || !text) {
    return;
  }
  file.addEventListener('change', () => {
    const f = file.files && file.files[0];
    if (!f) {
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      text.value = reader.result;
      if (name) {
        name.value = f.name;
      }
      text.dispatchEvent(new Event('input'));
    };
    reader.readAsText(f, 'UTF-8');
  });
});
