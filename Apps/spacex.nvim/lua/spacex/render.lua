-- A view's state as buffer lines, drawn from how its screen describes itself in rpc.discover
-- (`x-screens`: a card member, a list's columns and what a row opens). Nothing here knows a
-- screen by name: a screen the server adds tomorrow is drawn the same way.
local M = {}

-- Every member this file reads from the server's answers goes through `field`, so a test can
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
local function describe(value)
  if value == vim.NIL then return nil end
  return value
end
M.describe = describe

local width = vim.fn.strdisplaywidth

local function pad(text, size, right)
  local gap = string.rep(" ", math.max(0, size - width(text)))
  return right and gap .. text or text .. gap
end

-- Cuts `text` to `size` display cells, ending with "…" when cut.
local function cut(text, size)
  if width(text) <= size then return text end
  local out = ""
  for _, char in ipairs(vim.fn.split(text, "\\zs")) do
    if width(out .. char) > size - 1 then break end
    out = out .. char
  end
  return out .. "…"
end

-- Cuts `text` to `size` cells with "…" in the middle, keeping its end (a `middle` column: names
-- of one family differ at their end): the last word whole when it takes at most half.
local function cut_middle(text, size)
  if width(text) <= size then return text end
  if size <= 2 then return cut(text, size) end
  local room = size - 1
  local last_word = text:match("(%S+)$") or ""
  local tail_size = width(last_word) <= math.floor(room / 2) and width(last_word) or math.floor(room / 2)
  local chars = vim.fn.split(text, "\\zs")
  local tail = ""
  for index = #chars, 1, -1 do
    if width(chars[index] .. tail) > tail_size then break end
    tail = chars[index] .. tail
  end
  local head = cut(text, room - width(tail) + 1)
  head = head:sub(1, #head - #"…"):gsub("%s+$", "")
  return head .. "…" .. tail
end

-- Highlight groups by the outcome word a list's `status` member gives.
local status_groups = {
  success = "SpaceXSuccess", failed = "SpaceXFailed", upcoming = "SpaceXUpcoming", overdue = "SpaceXUpcoming",
}

local function natural_widths(columns, rows)
  local widths = {}
  for index, column in ipairs(columns) do
    widths[index] = width(column.title)
    for _, row in ipairs(rows) do widths[index] = math.max(widths[index], width(row[index] or "")) end
  end
  return widths
end

-- Narrows the widest column that may be cut, a cell at a time, until the table fits or every
-- such column is down to its title (or 6 cells). As the terminal's tables do.
local function shrink(columns, widths, max_width)
  local function excess()
    local sum = 2 * (#widths - 1)
    for _, size in ipairs(widths) do sum = sum + size end
    return sum - max_width
  end
  while excess() > 0 do
    local widest, best = nil, 0
    for index, column in ipairs(columns) do
      local floor = math.max(6, width(column.title))
      local cuts = column.fit == "cut" or column.fit == "middle"
      if cuts and widths[index] > floor and widths[index] > best then widest, best = index, widths[index] end
    end
    if not widest then return end
    widths[widest] = widths[widest] - 1
  end
end

-- The columns that fit: the last `drop` column goes when keeping it would cut a column that
-- may be cut to less than 12 cells (16 for a `middle` one, or its own width), or when the titles
-- alone are too wide to fit; then the widest give way. A column with nothing in it (every cell
-- "—") goes before any other.
local function fit(columns, rows, max_width)
  while true do
    local natural = natural_widths(columns, rows)
    local widths = vim.deepcopy(natural)
    shrink(columns, widths, max_width)
    local drop = nil
    for index, column in ipairs(columns) do
      if column.fit == "drop" then drop = index end
    end
    for index in ipairs(columns) do
      local blank = #rows > 0
      for _, row in ipairs(rows) do
        local cell = row[index] or ""
        if cell ~= "—" and cell ~= "" then
          blank = false
          break
        end
      end
      if blank then drop = index end
    end
    local cramped = false
    for index, column in ipairs(columns) do
      local least = column.fit == "middle" and 16 or 12
      local cuts = column.fit == "cut" or column.fit == "middle"
      if cuts and widths[index] < math.min(least, natural[index]) then cramped = true end
    end
    local overflows = 2 * (#widths - 1)
    for _, size in ipairs(widths) do overflows = overflows + size end
    if not (drop and (cramped or overflows > max_width)) then return columns, rows, widths end
    local kept_columns, kept_rows = {}, {}
    for index, column in ipairs(columns) do
      if index ~= drop then kept_columns[#kept_columns + 1] = column end
    end
    for _, row in ipairs(rows) do
      local kept = {}
      for index, cell in ipairs(row) do
        if index ~= drop then kept[#kept + 1] = cell end
      end
      kept_rows[#kept_rows + 1] = kept
    end
    columns, rows = kept_columns, kept_rows
  end
end

-- A `middle` column's cell keeps its beginning when that tells it apart from the others, and
-- its end when the beginning is shared, as the terminal's tables do.
local function shortened(rows, index, size, middle)
  local ends, uses = {}, {}
  for row_index, row in ipairs(rows) do
    local text = row[index] or ""
    ends[row_index] = cut(text, size)
    if ends[row_index] ~= text then uses[ends[row_index]] = (uses[ends[row_index]] or 0) + 1 end
  end
  if middle then
    for row_index, row in ipairs(rows) do
      if (uses[ends[row_index]] or 0) > 1 then ends[row_index] = cut_middle(row[index] or "", size) end
    end
  end
  return ends
end

local function table_lines(columns, rows, max_width)
  local shown_columns, shown_rows, widths = fit(columns, rows, max_width)
  local cells = {}
  for index, column in ipairs(shown_columns) do
    cells[index] = shortened(shown_rows, index, widths[index], column.fit == "middle")
  end
  local function line(texts)
    local parts = {}
    for index, column in ipairs(shown_columns) do
      parts[index] = pad(texts[index], widths[index], column.align == "right")
    end
    return (table.concat(parts, "  "):gsub("%s+$", ""))
  end
  local titles = {}
  for index, column in ipairs(shown_columns) do titles[index] = column.title end
  local lines = { line(titles) }
  for row_index = 1, #shown_rows do
    local texts = {}
    for index = 1, #shown_columns do texts[index] = cells[index][row_index] end
    lines[#lines + 1] = line(texts)
  end
  return lines
end

-- The view.open params a row's item gives for what it opens (`{id = item.id}`).
local function row_params(item, row)
  local params = {}
  for name, member in pairs(describe(row.params) or {}) do params[name] = field(item, member) end
  return params
end

-- `list`'s items as a table: each row leads to what the layout says it opens.
local function list(out, items, layout, language, max_width)
  local columns, rows, targets, groups = {}, {}, {}, {}
  for index, column in ipairs(layout.columns or {}) do
    columns[index] = {
      title = column.title[language] or column.title.en, align = column.align, fit = column.fit,
    }
  end
  -- A badge (a mark another feature sets) leads the first text column, as in the terminal.
  local badge_column = 1
  for index, column in ipairs(columns) do
    if column.align ~= "right" then
      badge_column = index
      break
    end
  end
  local row = describe(layout.row)
  for _, item in ipairs(items) do
    local display = field(item, "display") or {}
    local cells = {}
    for index, column in ipairs(layout.columns or {}) do cells[index] = field(display, column.member) or "—" end
    for _, mark in ipairs(layout.marks or {}) do
      if field(item, mark.member) == true then cells[badge_column] = mark.badge .. " " .. cells[badge_column] end
    end
    rows[#rows + 1] = cells
    local id = field(item, "id")
    targets[#rows] = row and { screen = row.screen, params = row_params(item, row), id = id, item = item }
      or { id = id }
    groups[#rows] = layout.status and status_groups[field(display, layout.status)] or nil
  end
  local lines = table_lines(columns, rows, max_width)
  out.add(lines[1], "SpaceXHeader")
  for index = 1, #rows do out.add(lines[index + 1], groups[index], targets[index]) end
end

-- `head` then `text`, in lines of at most `size` cells; later lines start `indent` cells in,
-- under the text. A URL stays whole, to stay clickable.
local function wrap(head, text, size, indent)
  if width(head .. text) <= size or text:find("://", 1, true) then return { head .. text } end
  local lines, line = {}, head
  local fresh = true
  for word in text:gmatch("%S+") do
    local candidate = fresh and (line .. word) or (line .. " " .. word)
    if width(candidate) > size and not fresh then
      lines[#lines + 1] = line
      line, fresh = string.rep(" ", indent) .. word, false
    else
      line, fresh = candidate, false
    end
  end
  lines[#lines + 1] = line
  return lines
end

-- A card: its title (with the subtitle, as the terminal shows it), fields in a column, sections.
-- A field line leads to its link (the state's link for that field), its URL, or its edit.
local function card(out, value, links, max_width)
  local subtitle = field(value, "subtitle")
  out.add((field(value, "title") or "") .. (subtitle and (" — " .. subtitle) or ""), "SpaceXHeader")
  local by_field = {}
  for _, link in ipairs(links or {}) do
    local name = field(link, "field")
    if name then by_field[name] = link end
  end
  -- Labels in one column, a nested one indented within it, as the terminal lays cards out.
  local label_width = 0
  for _, entry in ipairs(field(value, "fields") or {}) do
    label_width = math.max(label_width, width(field(entry, "label") or "") + 2 * (field(entry, "level") or 0))
  end
  for _, entry in ipairs(field(value, "fields") or {}) do
    local indent = string.rep("  ", field(entry, "level") or 0)
    local head = pad(indent .. (field(entry, "label") or ""), label_width) .. "  "
    local link = by_field[field(entry, "key")]
    local target = {
      url = field(entry, "url"), edit = field(entry, "edit"), label = field(entry, "label"),
      screen = link and field(link, "screen"), params = link and field(link, "params"),
    }
    for index, line in ipairs(wrap(head, field(entry, "value") or "", max_width, width(head))) do
      out.add(line, nil, index == 1 and target or nil)
    end
  end
  for _, section in ipairs(field(value, "sections") or {}) do
    out.add("")
    out.add(field(section, "title") or "", "SpaceXHeader")
    for _, entry in ipairs(field(section, "entries") or {}) do
      local indent = string.rep("  ", (field(entry, "level") or 0) + 1)
      local label = field(entry, "label")
      local head = indent .. (label and (label .. ": ") or "")
      for index, line in ipairs(wrap(head, field(entry, "value") or "", max_width, #indent + 2)) do
        out.add(line, nil, index == 1 and { url = field(entry, "url") } or nil)
      end
    end
  end
end

-- A chart block: its title, a legend of each series' shape, then a line a bar: its label, the
-- bar, its total. Bars are laid out by the rule every client of the server follows (the
-- server's Chart.swift, BarLayout), in integers, so the terminal and both editors agree cell for
-- cell: the longest bar spans the room less a cell per series it shows; each non-zero series
-- ends at its running total's cell, at least one cell on; eighths after the last whole cell of a
-- solid series (after a shaded one, a whole cell for half or more).
local glyphs = { "█", "▓", "▒", "░", "▚", "▞" }
local eighths = { "▏", "▎", "▍", "▌", "▋", "▊", "▉" }

local function glyph(index) return glyphs[(index - 1) % #glyphs + 1] end

local function bar_text(values, most, area)
  local function rounded(numerator) return math.floor((2 * numerator + most) / (2 * most)) end
  local total, last = 0, nil
  for index, value in ipairs(values) do
    if value > 0 then total, last = total + value, index end
  end
  if not last then return "" end
  local length = rounded(total * area * 8)
  local whole, eighth = math.floor(length / 8), length % 8
  local text, previous, running = "", 0, 0
  for index, value in ipairs(values) do
    if value > 0 then
      running = running + value
      local stop = index == last and whole or rounded(running * area)
      if stop < previous + 1 then
        stop = previous + 1
        if index == last then eighth = 0 end
      end
      text = text .. string.rep(glyph(index), stop - previous)
      previous = stop
    end
  end
  -- A partial block is solid: after a shaded series the fraction is a whole cell of it (half or
  -- more) or nothing.
  if eighth > 0 and (last - 1) % #glyphs ~= 0 then
    if eighth >= 4 then text = text .. glyph(last) end
    eighth = 0
  end
  return eighth > 0 and (text .. eighths[eighth]) or text
end

local function chart(out, value, max_width)
  out.add(field(value, "title") or "", "SpaceXHeader")
  local legend, legend_width = "", 0
  for index, series in ipairs(field(value, "series") or {}) do
    local label = field(series, "label") or ""
    local entry_width = 2 + width(label)
    if legend_width > 0 and legend_width + 2 + entry_width > max_width then
      out.add(legend)
      legend, legend_width = "", 0
    end
    legend = legend .. (legend_width > 0 and "  " or "") .. glyph(index) .. " " .. label
    legend_width = legend_width + (legend_width > 0 and 2 or 0) + entry_width
  end
  if legend_width > 0 then out.add(legend) end
  local bars = field(value, "bars") or {}
  local label_width, total_width, most, shown = 0, 0, 0, 0
  for _, bar in ipairs(bars) do
    label_width = math.max(label_width, width(field(bar, "label") or ""))
    total_width = math.max(total_width, width(field(bar, "total") or ""))
    local sum, count = 0, 0
    for _, number in ipairs(field(bar, "values") or {}) do
      if number > 0 then sum, count = sum + number, count + 1 end
    end
    most, shown = math.max(most, sum), math.max(shown, count)
  end
  local area = math.max(1, math.max(10, max_width - label_width - total_width - 2) - shown)
  for _, bar in ipairs(bars) do
    local drawn = most > 0 and bar_text(field(bar, "values") or {}, most, area) or ""
    out.add(pad(field(bar, "label") or "", label_width) .. " " .. drawn .. (drawn == "" and "" or " ")
      .. (field(bar, "total") or ""))
  end
end

local words = {
  en = {
    error = "  [error]", stale = "  [stale]", loading = "Loading…", filters = "Filters: ", more = " · ]] more",
    showing = "Showing %d of %d", stale_line = "Stale data (from the cache)", none = "Nothing here.",
  },
  ru = {
    error = "  [ошибка]", stale = "  [устарело]", loading = "Загрузка…", filters = "Фильтры: ", more = " · ]] дальше",
    showing = "Показано %d из %d", stale_line = "Данные устарели (кэш)", none = "Здесь пусто.",
  },
}
M.words = words

--- Lines for a view of the screen `description` (its x-screens entry) in `state`, under a
--- title line `path`. Returns { lines, highlights = {{line, group}}, targets = {[line] = target} }.
function M.view(description, path, state, language, max_width)
  local lines, highlights, targets = {}, {}, {}
  local out = {}
  function out.add(text, group, target)
    lines[#lines + 1] = (text:gsub("\n", " "))
    if group then highlights[#highlights + 1] = { #lines, group } end
    if target then targets[#lines] = target end
  end
  local said = words[language] or words.en
  local status = field(state, "status")
  local data = field(state, "data")
  -- The title line says when something is wrong: the data is stale, or the view failed.
  local flag = status == "failed" and said.error or field(state, "stale") and said.stale or ""
  out.add(path .. flag, "SpaceXTitle")
  if status == "failed" or status == "empty" then
    -- The server words both; an empty list it says nothing of falls back to the list's own
    -- words for none, then ours: never the bare status.
    local described = describe(description and description.layout) or {}
    local none = describe((describe(described.list) or {}).empty)
    local fallback = status == "failed" and status or (none and (none[language] or none.en)) or said.none
    out.add("")
    -- Wrapped to the window, as spacex.el wraps it: a long message never runs past the edge.
    for _, line in ipairs(wrap("", field(state, "message") or fallback, max_width, 0)) do
      out.add(line, status == "failed" and "SpaceXFailed" or "SpaceXDim")
    end
  elseif status == "loaded" and field(state, "message") then
    -- Stale data says why, and how old, under the title: the server words it.
    for line in tostring(field(state, "message")):gmatch("[^\n]+") do out.add(line, "SpaceXDim") end
  end
  if status == "loading" or status == "idle" or status == nil then out.add(said.loading, "SpaceXDim") end
  local layout = describe(description and description.layout) or {}
  if data and status ~= "failed" then
    -- The query in force, when the screen's data echoes one.
    local query = type(data) == "table" and field(data, "query") or nil
    if type(query) == "table" and next(query) then
      local parts = {}
      for name, value in pairs(query) do
        if name ~= "page" and name ~= "limit" then parts[#parts + 1] = name .. "=" .. value end
      end
      table.sort(parts)
      if #parts > 0 then out.add(said.filters .. table.concat(parts, " "), "SpaceXDim") end
    end
    out.add("")
    if layout.card and field(data, layout.card) then
      card(out, field(data, layout.card), field(state, "links"), max_width)
    end
    for _, value in ipairs(layout.charts and field(data, layout.charts) or {}) do
      out.add("")
      chart(out, value, max_width)
    end
    local list_layout = describe(layout.list)
    if list_layout then
      local items = list_layout.items and field(data, list_layout.items) or (list_layout.items == nil and data or nil)
      if layout.card then out.add("") end
      if list_layout.title and layout.card then
        out.add(list_layout.title[language] or list_layout.title.en, "SpaceXHeader")
      end
      if type(items) == "table" and #items > 0 then
        list(out, items, list_layout, language, max_width)
      elseif type(items) == "table" and status ~= "empty" then
        local empty = describe(list_layout.empty)
        out.add(empty and (empty[language] or empty.en) or said.none, "SpaceXDim")
      end
      if list_layout.pages and type(items) == "table" then
        out.add("")
        local more = field(data, "hasNextPage") and said.more or ""
        out.add(said.showing:format(#items, field(data, "totalItems") or #items) .. more, "SpaceXDim")
      end
    end
  end
  if field(state, "stale") then
    out.add("")
    out.add(said.stale_line, "SpaceXFailed")
  end
  return { lines = lines, highlights = highlights, targets = targets }
end

return M
