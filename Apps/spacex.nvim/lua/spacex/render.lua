-- A view as buffer lines: the server lays every screen out (the drawn lines it sends to a client
-- that asks at `initialize`), in the session's language, at the window's width. This file only
-- puts the plugin's own header above them and maps their faces to highlight groups; it knows no
-- width, cut or bar rule, and no word of any language.
local M = {}

-- Every member this plugin reads from the server's answers goes through `field`, so a test can
-- check that each is one `rpc.discover` documents.
M.read = {}
local function field(object, key)
  if M.tracking then M.read[key] = true end
  if type(object) ~= "table" then return nil end
  local value = object[key]
  if value == vim.NIL then return nil end
  return value
end
M.field = field

-- The screen descriptions are the server's document, read as it is (not answers' data).
function M.describe(value)
  if value == vim.NIL then return nil end
  return value
end

-- The highlight group of each face the server's spans name (its documented, closed set).
M.groups = {
  heading = "SpaceXHeader", key = "SpaceXKey", dim = "SpaceXDim", stale = "SpaceXStale",
  warning = "SpaceXWarning", error = "SpaceXError", success = "SpaceXSuccess", failure = "SpaceXFailed",
  link = "SpaceXLink", selected = "SpaceXSelected",
}

--- The buffer of a view: `header` (the plugin's own lines: { text, group }) above the server's
--- `lines`. Returns { lines, highlights = {{line, group, from, to}}, targets = {[line] = target} }
--- (a span's `from` and `to` are byte columns: the session counts in UTF-8).
function M.view(header, lines)
  local page = { lines = {}, highlights = {}, targets = {} }
  for _, entry in ipairs(header) do
    page.lines[#page.lines + 1] = entry[1]
    if entry[2] then page.highlights[#page.highlights + 1] = { #page.lines, entry[2], 0, -1 } end
  end
  for _, line in ipairs(lines or {}) do
    page.lines[#page.lines + 1] = field(line, "text") or ""
    for _, span in ipairs(field(line, "spans") or {}) do
      local group = M.groups[field(span, "face")]
      if group then
        page.highlights[#page.highlights + 1] = { #page.lines, group, field(span, "from"), field(span, "to") }
      end
    end
    local target = field(line, "target")
    if target then
      page.targets[#page.lines] = {
        id = field(line, "id"), screen = field(target, "screen"), params = field(target, "params"),
        title = field(target, "title"), url = field(target, "url"), edit = field(target, "edit"),
      }
    end
  end
  return page
end

return M
