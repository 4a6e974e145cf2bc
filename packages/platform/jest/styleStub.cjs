// A style sheet import in tests: the builds emit style sheets as files and the import is their
// address (mfe-admin preloads antd's with ReactDOM.preinit), so here too it is an address.
module.exports = 'test-style-stub.css';
