// A style sheet's text in tests: empty (the browser build and the server bundle have the real one).
module.exports = '';
