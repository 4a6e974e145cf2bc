'use strict';
// Fills a data frame: the markup a remote's build rendered for a page from its own components,
// with `{{…}}` where the page's first read (its registration's `preload`) puts data. The shell's
// HTML runs this (inlined by index.js, so it is written for any browser: no arrows, no const) on
// the read's answer, and shows the result before any script of the shell or the remote has run.
//
//   {{name}}  {{pagination.total}}  {{data.length}}   a value (dotted path), HTML-escaped; missing → ''
//   {{price|fixed:2}}  {{image|first}}  {{key|uri}}   with one filter: fixed:N, first (an array's
//                                                     first item, or the value), uri (encodeURIComponent),
//                                                     capitalize (the first letter), day ('2026-11-22…' →
//                                                     '22 Nov 2026'), datetime (a moment on the browser's
//                                                     clock: '22 Nov 2026, 14:05'), is:word (whether the
//                                                     value is that word: for sections), same:name
//                                                     (whether it equals the value `name` names),
//                                                     money (@rental/platform/money's formatMoney:
//                                                     1234.5 → 'Rs 1,234.50')
//   {{#data|first:4}}…{{/data}}   for each item of an array (the first N; after:N, the rest), or once
//                                 when the value is truthy; inside, names are looked up in the item,
//                                 then outwards, and {{.}} is the item, {{@number}} its place from 1,
//                                 {{@first}} true for the first, {{@odd}} for the second, fourth…
//   {{@query.status}}  {{@viewer.role}}   from `context`, what the caller knows besides the read
//                                 (the shell's HTML: the address's query, the signed-in person)
//   {{^available}}…{{/available}} once when the value is falsy or an empty array
//
// Anything else between braces is left as it is. Returns null when the markup's sections do not
// pair up or it asks for a filter this filler does not know (a frame from a newer build than the
// shell's HTML: the page cannot trust it), so the caller shows nothing rather than a broken frame.
function fillFrame(template, data, context) {
  var TAG = /\{\{\s*([#^/]?)\s*([\w.@-]+)\s*(?:\|\s*([\w]+)(?::([\w.@-]+))?\s*)?\}\}/g;
  var FILTERS = ['first', 'after', 'fixed', 'uri', 'capitalize', 'day', 'datetime', 'is', 'same', 'money'];
  var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  function pad(n) {
    return (n < 10 ? '0' : '') + n;
  }
  // @rental/platform/dates' formatDay and formatDateTime, as the pages show days and moments.
  function day(value) {
    var text = typeof value === 'string' ? value.slice(0, 10) : '';
    var date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(text + 'T00:00:00Z') : null;
    if (!date || isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return value;
    return date.getUTCDate() + ' ' + MONTHS[date.getUTCMonth()] + ' ' + date.getUTCFullYear();
  }
  function datetime(value) {
    if (typeof value !== 'string' || !value) return '';
    var moment = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(value + 'T00:00:00') : new Date(value);
    if (isNaN(moment.getTime())) return '';
    return moment.getDate() + ' ' + MONTHS[moment.getMonth()] + ' ' + moment.getFullYear() + ', ' + pad(moment.getHours()) + ':' + pad(moment.getMinutes());
  }
  // @rental/platform/money's formatMoney: 'Rs', thousands separated by commas, two decimals; missing → 'Rs 0.00'.
  function money(value) {
    var number = typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? Number(value) : NaN;
    var fixed = (isFinite(number) ? number : 0).toFixed(2);
    var negative = fixed.charAt(0) === '-' && Number(fixed) !== 0;
    var parts = fixed.replace('-', '').split('.');
    return (negative ? '-' : '') + 'Rs ' + parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ',') + '.' + parts[1];
  }
  function escape(value) {
    return String(value).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }
  function lookup(stack, name) {
    var top = stack[stack.length - 1];
    // In a list: `.` is the item itself, `@number` its place (from 1), `@first` whether it is the first, `@odd` the second, fourth…
    if (name === '.') return top && top.item !== undefined ? top.item : undefined;
    if (name === '@number' || name === '@first' || name === '@odd') {
      if (!top || top.item === undefined) return undefined;
      return name === '@first' ? top.index === 0 : name === '@odd' ? top.index % 2 === 1 : top.index + 1;
    }
    if (name.charAt(0) === '@') stack = [{ value: context || {} }];
    stack = stack.map(function (entry) {
      return entry.item !== undefined ? entry.item : entry.value;
    });
    var parts = name.split('.');
    for (var i = stack.length - 1; i >= 0; i -= 1) {
      var value = stack[i];
      if (value === null || typeof value !== 'object' || !(parts[0] in Object(value))) continue;
      for (var j = 0; j < parts.length && value !== null && value !== undefined; j += 1) value = value[parts[j]];
      return value;
    }
    return undefined;
  }
  function filter(value, name, arg, stack) {
    if (name === 'first') return Array.isArray(value) ? (arg ? value.slice(0, Number(arg)) : value[0]) : value;
    if (name === 'after') return Array.isArray(value) ? value.slice(Number(arg) || 0) : value;
    if (name === 'fixed') return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && isFinite(value)) ? Number(value).toFixed(Number(arg) || 0) : '';
    if (name === 'uri') return value === null || value === undefined ? '' : encodeURIComponent(String(value));
    if (name === 'capitalize') return typeof value === 'string' ? value.charAt(0).toUpperCase() + value.slice(1) : value;
    if (name === 'day') return value === null || value === undefined ? '' : day(value);
    if (name === 'datetime') return datetime(value);
    if (name === 'is') return value !== null && value !== undefined && String(value) === arg;
    if (name === 'money') return money(value);
    if (name === 'same') return value !== null && value !== undefined && value === lookup(stack, arg);
    return value;
  }
  // Parse into a tree: text, values and sections.
  var root = { children: [] };
  var open = [root];
  var last = 0;
  var match;
  TAG.lastIndex = 0;
  while ((match = TAG.exec(template))) {
    var top = open[open.length - 1];
    if (match.index > last) top.children.push(template.slice(last, match.index));
    last = TAG.lastIndex;
    var kind = match[1];
    var node = { name: match[2], filter: match[3], arg: match[4] };
    if (node.filter && FILTERS.indexOf(node.filter) < 0) return null;
    if (kind === '#' || kind === '^') {
      node.section = kind;
      node.children = [];
      top.children.push(node);
      open.push(node);
    } else if (kind === '/') {
      if (open.length < 2 || top.name !== node.name) return null;
      open.pop();
    } else {
      top.children.push(node);
    }
  }
  if (open.length !== 1) return null;
  if (last < template.length) root.children.push(template.slice(last));
  function render(nodes, stack) {
    var out = '';
    nodes.forEach(function (node) {
      if (typeof node === 'string') return void (out += node);
      var value = filter(lookup(stack, node.name), node.filter, node.arg, stack);
      var empty = !value || (Array.isArray(value) && value.length === 0);
      if (node.section === '^') {
        if (empty) out += render(node.children, stack);
      } else if (node.section === '#') {
        if (empty) return;
        if (Array.isArray(value)) {
          value.forEach(function (item, index) {
            out += render(node.children, stack.concat([{ item: item, index: index }]));
          });
        } else {
          out += render(node.children, typeof value === 'object' ? stack.concat([{ value: value }]) : stack);
        }
      } else if (value !== null && value !== undefined && typeof value !== 'object') {
        out += escape(value);
      }
    });
    return out;
  }
  return render(root.children, [{ value: data }]);
}

/**
 * A registration's `preload` address for one page: its `:params` from the path (in order), and in
 * its query `{name}` (the page address's `name`; the pair is left out when that is missing or
 * empty) or `{name=default}`, written as the page's API client writes a query (URLSearchParams),
 * so the address is the very one the page will ask for. `search` is the page address's query.
 */
function fillAddress(address, params, search) {
  var i = 0;
  var filled = address.replace(/:[A-Za-z_]\w*/g, function () {
    return params[i++] || '';
  });
  var cut = filled.indexOf('?');
  if (cut < 0 || filled.indexOf('{') < 0) return filled;
  var page = new URLSearchParams(search || '');
  var out = new URLSearchParams();
  filled
    .slice(cut + 1)
    .split('&')
    .forEach(function (pair) {
      var eq = pair.indexOf('=');
      var name = decodeURIComponent(eq < 0 ? pair : pair.slice(0, eq));
      var value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1));
      var asked = /^\{(\w+)(?:=([\w.-]*))?\}$/.exec(value);
      if (asked) value = page.get(asked[1]) || asked[2] || '';
      if (!asked || value) out.append(name, value);
    });
  var text = out.toString();
  return filled.slice(0, cut) + (text ? '?' + text : '');
}

/** Whether a frame's markup waits for data (has `{{…}}` to fill) or is shown as it is. */
function isDataFrame(html) {
  return /\{\{\s*[#^/]?\s*[\w.@-]+/.test(html);
}

module.exports = { fillAddress, fillFrame, isDataFrame };
