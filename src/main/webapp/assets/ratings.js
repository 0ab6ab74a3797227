// The rating list import form (/arbiter/ratings): the chosen CSV file is read into the form's text area,
// which is what the form posts (the page takes plain form posts only). A file that is valid UTF-8 (with or
// without a byte-order mark) is read as UTF-8, any other as Windows-1254, what Turkish Excel saves as "CSV"
// (the same rule as the API's, org.hakem.text.TextBytes).
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
      const bytes = new Uint8Array(reader.result);
      let decoded;
      try {
        decoded = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
      } catch (notUtf8) {
        decoded = new TextDecoder('windows-1254').decode(bytes);
      }
      text.value = decoded;
      if (name) {
        name.value = f.name;
      }
      text.dispatchEvent(new Event('input'));
    };
    reader.readAsArrayBuffer(f);
  });
});
