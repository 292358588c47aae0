-- A view's state as buffer lines: the server's display strings and cards, laid out for the
-- window's width. Returns the lines, highlights and what each line leads to.
local M = {}

-- Every member this file reads from the server goes through `field`, so a test can check that
-- each is one `rpc.discover` documents.
M.read = {}
local function field(object, key)
  if M.tracking then M.read[key] = true end
  if type(object) ~= "table" then return nil end
  local value = object[key]
  if value == vim.NIL then return nil end
  return value
end
M.field = field

local width = vim.fn.strdisplaywidth

local function pad(text, size, right)
  local gap = string.rep(" ", math.max(0, size - width(text)))
  return right and gap .. text or text .. gap
end

-- Cuts `text` to `size` display cells, ending with "…" when cut.
local function cut(text, size)
  if width(text) <= size then return text end
  local chars = vim.fn.split(text, "\\zs")
  local out = ""
  for _, char in ipairs(chars) do
    if width(out .. char) > size - 1 then break end
    out = out .. char
  end
  return out .. "…"
end

local status_groups = {
  success = "SpaceXSuccess", failed = "SpaceXFailed", upcoming = "SpaceXUpcoming", overdue = "SpaceXUpcoming",
}

-- Rows of display strings as aligned columns; the widest text column gives way first.
local function table_lines(columns, rows, max_width)
  local widths = {}
  for index, column in ipairs(columns) do
    widths[index] = width(column.title)
    for _, row in ipairs(rows) do widths[index] = math.max(widths[index], width(row.cells[index] or "")) end
  end
  local function total()
    local sum = 2 * (#widths - 1)
    for _, size in ipairs(widths) do sum = sum + size end
    return sum
  end
  while total() > max_width do
    local widest, best = nil, 0
    for index, column in ipairs(columns) do
      local floor = math.max(8, width(column.title))
      if not column.right and not column.fixed and widths[index] > floor and widths[index] > best then
        widest, best = index, widths[index]
      end
    end
    if not widest then break end
    widths[widest] = widths[widest] - 1
  end
  local function line(cells)
    local parts = {}
    for index, column in ipairs(columns) do
      parts[index] = pad(cut(cells[index] or "", widths[index]), widths[index], column.right)
    end
    return (table.concat(parts, "  "):gsub("%s+$", ""))
  end
  local titles = {}
  for index, column in ipairs(columns) do titles[index] = column.title end
  local lines = { line(titles) }
  for _, row in ipairs(rows) do lines[#lines + 1] = line(row.cells) end
  return lines, widths
end

local launch_columns = {
  { key = "flightNumber", title = { en = "Flight", ru = "Полёт" }, right = true },
  { key = "name", title = { en = "Name", ru = "Название" } },
  { key = "dateShort", title = { en = "Date", ru = "Дата" }, fixed = true },
  { key = "statusShort", title = { en = "Status", ru = "Статус" } },
  { key = "rocket", title = { en = "Rocket", ru = "Ракета" } },
  { key = "launchpad", title = { en = "Launchpad", ru = "Площадка" } },
}
local rocket_columns = {
  { key = "name", title = { en = "Rocket", ru = "Ракета" } },
  { key = "status", title = { en = "Status", ru = "Статус" } },
  { key = "firstFlight", title = { en = "First flight", ru = "Первый полёт" } },
  { key = "successRate", title = { en = "Success", ru = "Успех" }, right = true },
}
local launchpad_columns = {
  { key = "name", title = { en = "Launchpad", ru = "Площадка" } },
  { key = "status", title = { en = "Status", ru = "Статус" } },
  { key = "launches", title = { en = "Successes", ru = "Успешно" }, right = true },
  { key = "successRate", title = { en = "Rate", ru = "Доля" }, right = true },
  { key = "location", title = { en = "Location", ru = "Место" } },
}

-- Items as a table: each row leads to the item's own screen.
local function list(out, items, columns, target, language, max_width)
  local titled, rows = {}, {}
  for index, column in ipairs(columns) do
    titled[index] = { title = column.title[language] or column.title.en, right = column.right, fixed = column.fixed }
  end
  for _, item in ipairs(items) do
    local display = field(item, "display") or {}
    local cells = {}
    for index, column in ipairs(columns) do cells[index] = field(display, column.key) or "" end
    if field(item, "favourite") == true then cells[2] = "★ " .. cells[2] end
    rows[#rows + 1] = { cells = cells, id = field(item, "id"), status = field(display, "statusKey") }
  end
  local lines = table_lines(titled, rows, max_width)
  out.add(lines[1], "SpaceXHeader")
  for index, row in ipairs(rows) do
    out.add(lines[index + 1], status_groups[row.status], { screen = target, params = { id = row.id }, id = row.id })
  end
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
-- `skip` names sections shown otherwise (a launchpad's launches, as a table of their own).
local function card(out, value, max_width, skip)
  local subtitle = field(value, "subtitle")
  out.add((field(value, "title") or "") .. (subtitle and (" — " .. subtitle) or ""), "SpaceXHeader")
  local label_width = 0
  for _, entry in ipairs(field(value, "fields") or {}) do
    label_width = math.max(label_width, width(field(entry, "label") or ""))
  end
  for _, entry in ipairs(field(value, "fields") or {}) do
    local indent = string.rep("  ", field(entry, "level") or 0)
    local head = indent .. pad(field(entry, "label") or "", label_width) .. "  "
    local target = { url = field(entry, "url"), key = field(entry, "key") }
    for index, line in ipairs(wrap(head, field(entry, "value") or "", max_width, width(head))) do
      out.add(line, nil, index == 1 and target or nil)
    end
  end
  for _, section in ipairs(field(value, "sections") or {}) do
    if not (skip and skip[field(section, "key")]) then
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
end

--- Lines for `screen`'s `state`, with a title line `path` and the language's words.
--- Returns { lines, highlights = {{line, group}}, targets = {[line] = target} }.
function M.view(screen, path, state, language, max_width)
  local lines, highlights, targets = {}, {}, {}
  local out = {}
  function out.add(text, group, target)
    lines[#lines + 1] = (text:gsub("\n", " "))
    if group then highlights[#highlights + 1] = { #lines, group } end
    if target then targets[#lines] = target end
  end
  local status = field(state, "status")
  local data = field(state, "data")
  -- The title line says when something is wrong: the data is stale, or the view failed.
  local flag = status == "failed" and (language == "ru" and "  [ошибка]" or "  [error]")
    or field(state, "stale") and (language == "ru" and "  [устарело]" or "  [stale]") or ""
  out.add(path .. flag, "SpaceXTitle")
  if status == "failed" or status == "empty" then
    out.add("")
    out.add(field(state, "message") or status, status == "failed" and "SpaceXFailed" or "SpaceXDim")
  end
  if status == "loading" or status == "idle" then out.add(language == "ru" and "Загрузка…" or "Loading…", "SpaceXDim") end
  if data and status ~= "failed" then
    local query = field(data, "query")
    if query and next(query) then
      local parts = {}
      for _, name in ipairs({ "rocket", "status", "year", "from", "to", "search", "sort" }) do
        if field(query, name) then parts[#parts + 1] = name .. "=" .. field(query, name) end
      end
      if #parts > 0 then out.add((language == "ru" and "Фильтры: " or "Filters: ") .. table.concat(parts, " "), "SpaceXDim") end
    end
    out.add("")
    if field(data, "items") then
      list(out, field(data, "items"), launch_columns, "launch", language, max_width)
      out.add("")
      local shown, total = #field(data, "items"), field(data, "totalItems") or 0
      local more = field(data, "hasNextPage") and (language == "ru" and " · ]] дальше" or " · ]] more") or ""
      out.add((language == "ru" and "Показано %d из %d" or "Showing %d of %d"):format(shown, total) .. more, "SpaceXDim")
    elseif vim.tbl_islist(data) then
      local first = data[1]
      local columns, target = rocket_columns, "rocket"
      if first and field(field(first, "display"), "location") then columns, target = launchpad_columns, "launchpad" end
      list(out, data, columns, target, language, max_width)
    else
      local value = field(data, "card")
      local launches = field(data, "launches")
      if value then card(out, value, max_width, launches and { launches = true } or nil) end
      if launches and #launches > 0 then
        out.add("")
        list(out, launches, launch_columns, "launch", language, max_width)
      end
    end
  end
  if field(state, "stale") then
    out.add("")
    out.add(language == "ru" and "Данные устарели (кэш)" or "Stale data (from the cache)", "SpaceXFailed")
  end
  return { lines = lines, highlights = highlights, targets = targets }
end

return M
