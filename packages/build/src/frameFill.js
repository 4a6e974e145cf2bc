'use strict';
// Fills a data frame: the markup a remote's build rendered for a page from its own components,
// with `{{…}}` where the page's first read (its registration's `preload`) puts data. The shell's
// HTML runs this (inlined by index.js, so it is written for any browser: no arrows, no const) on
// the read's answer, and shows the result before any script of the shell or the remote has run.
//
//   {{name}}  {{pagination.total}}  {{data.length}}   a value (dotted path), HTML-escaped; missing → ''
//   {{price|fixed:2}}  {{image|first}}  {{key|uri}}   with one filter: fixed:N, first (an array's
//                                                     first item, or the value), uri (encodeURIComponent),
//                                                     capitalize (the first letter)
//   {{#data|first:4}}…{{/data}}   for each item of an array (the first N; after:N, the rest), or once
//                                 when the value is truthy; inside, names are looked up in the item,
//                                 then outwards, and {{.}} is the item, {{@number}} its place from 1,
//                                 {{@first}} true for the first
//   {{^available}}…{{/available}} once when the value is falsy or an empty array
//
// Anything else between braces is left as it is. Returns null when the markup's sections do not
// pair up (a frame the page cannot trust), so the caller shows nothing rather than a broken frame.
function fillFrame(template, data) {
  var TAG = /\{\{\s*([#^/]?)\s*([\w.@-]+)\s*(?:\|\s*([\w]+)(?::(\d+))?\s*)?\}\}/g;
  function escape(value) {
    return String(value).replace(/[&<>"']/g, function (c) {
      return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
    });
  }
  function lookup(stack, name) {
    var top = stack[stack.length - 1];
    // In a list: `.` is the item itself, `@number` its place (from 1), `@first` whether it is the first.
    if (name === '.') return top && top.item !== undefined ? top.item : undefined;
    if (name === '@number' || name === '@first') return top && top.item !== undefined ? (name === '@first' ? top.index === 0 : top.index + 1) : undefined;
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
  function filter(value, name, arg) {
    if (name === 'first') return Array.isArray(value) ? (arg ? value.slice(0, Number(arg)) : value[0]) : value;
    if (name === 'after') return Array.isArray(value) ? value.slice(Number(arg) || 0) : value;
    if (name === 'fixed') return typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && isFinite(value)) ? Number(value).toFixed(Number(arg) || 0) : '';
    if (name === 'uri') return value === null || value === undefined ? '' : encodeURIComponent(String(value));
    if (name === 'capitalize') return typeof value === 'string' ? value.charAt(0).toUpperCase() + value.slice(1) : value;
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
      var value = filter(lookup(stack, node.name), node.filter, node.arg);
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

/** Whether a frame's markup waits for data (has `{{…}}` to fill) or is shown as it is. */
function isDataFrame(html) {
  return /\{\{\s*[#^/]?\s*[\w.@-]+/.test(html);
}

module.exports = { fillFrame, isDataFrame };
