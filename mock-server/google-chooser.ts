/** An offline stand-in for Google's pop-up: pick or add an account, handed to the same-origin opener. */
export const GOOGLE_CHOOSER_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Choose an account</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f7f6fb; color: #1d1b26; }
  main { max-width: 420px; margin: 32px auto; background: #fff; border: 1px solid #e6e3ef; border-radius: 16px; padding: 24px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  p { color: #575466; margin: 0 0 16px; }
  ul { list-style: none; padding: 0; margin: 0 0 16px; }
  li + li { margin-top: 8px; }
  button { font: inherit; cursor: pointer; }
  .account { width: 100%; text-align: left; border: 1px solid #e6e3ef; background: #fff; border-radius: 12px; padding: 10px 14px; }
  .account:hover { background: #eeebff; }
  .account small { display: block; color: #6b6879; }
  label { display: block; font-weight: 600; margin: 8px 0 4px; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 8px 12px; border: 1px solid #e6e3ef; border-radius: 10px; }
  .primary { margin-top: 12px; background: #5b4bdb; color: #fff; border: 0; border-radius: 999px; padding: 10px 18px; }
  .note { font-size: 0.8rem; margin-top: 16px; }
  [role=alert] { color: #b42318; }
</style>
</head>
<body>
<main>
  <h1>Choose an account</h1>
  <p>to continue to Tether (offline dev kit: Google sign-in through the Auth emulator)</p>
  <ul id="accounts" aria-label="Accounts"></ul>
  <form id="add" novalidate>
    <h2 style="font-size:1.05rem;margin:0">Add another account</h2>
    <label for="email">Email</label>
    <input id="email" type="email" autocomplete="off">
    <label for="name">Display name</label>
    <input id="name" type="text" autocomplete="off">
    <p id="error" role="alert"></p>
    <button class="primary" type="submit">Continue</button>
  </form>
  <p class="note">Accounts here exist only in the local Auth emulator.</p>
</main>
<script>
  const KEY = 'f8-devkit-google-accounts';
  const defaults = [{ email: 'demo.google@f8.local', name: 'Demo Google' }];
  const load = () => { try { return JSON.parse(localStorage.getItem(KEY)) || defaults; } catch { return defaults; } };
  const save = (accounts) => localStorage.setItem(KEY, JSON.stringify(accounts));
  const subOf = (email) => 'google-' + email.toLowerCase().replace(/[^a-z0-9]/g, '-');
  function choose(account) {
    const accounts = load().filter((a) => a.email !== account.email);
    save([account, ...accounts].slice(0, 8));
    // The opener closes this window once it has the answer, so a closed window always means "cancelled".
    window.opener.postMessage({ type: 'f8-devkit-google-account', sub: subOf(account.email), email: account.email, name: account.name }, window.location.origin);
  }
  const list = document.getElementById('accounts');
  for (const account of load()) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'account';
    button.textContent = account.name;
    const small = document.createElement('small');
    small.textContent = account.email;
    button.append(small);
    button.addEventListener('click', () => choose(account));
    li.append(button);
    list.append(li);
  }
  document.getElementById('add').addEventListener('submit', (event) => {
    event.preventDefault();
    const email = document.getElementById('email').value.trim();
    const name = document.getElementById('name').value.trim();
    const error = document.getElementById('error');
    if (!/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(email)) { error.textContent = 'Enter a valid email address.'; return; }
    choose({ email, name: name || email.split('@')[0] });
  });
</script>
</body>
</html>`;
