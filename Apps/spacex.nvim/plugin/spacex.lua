-- :SpaceX [screen] [field=value … | reference]: see :help spacex.
if vim.g.loaded_spacex then return end
vim.g.loaded_spacex = true

vim.api.nvim_create_user_command("SpaceX", function(command)
  require("spacex").command(command.args)
end, {
  nargs = "*",
  -- The server's screens, by what was typed; then the chosen screen's query fields.
  complete = function(lead, line) return require("spacex").complete(lead, line) end,
})

-- `:help spacex` works straight from a checkout: the tags are made when missing or older than
-- the help file (where the directory can be written; an install includes them).
do
  local doc = vim.fn.fnamemodify(debug.getinfo(1, "S").source:sub(2), ":p:h:h") .. "/doc"
  local tags, help = doc .. "/tags", doc .. "/spacex.txt"
  if vim.fn.filereadable(help) == 1 and vim.fn.getftime(tags) < vim.fn.getftime(help)
    and vim.fn.filewritable(doc) == 2 then
    pcall(vim.cmd, "helptags " .. vim.fn.fnameescape(doc))
  end
end

vim.api.nvim_create_autocmd("VimLeavePre", {
  callback = function()
    if package.loaded["spacex"] then require("spacex").stop() end
  end,
})
