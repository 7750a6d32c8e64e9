// What an imported image file is in jest: a URL-like string (webpack's asset/resource gives the file's URL).
module.exports = 'test-file-stub.svg';
