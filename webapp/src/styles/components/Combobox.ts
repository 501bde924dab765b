import './Popover';
import '@mantine/core/styles/Combobox.css';
// OptionsDropdown (Select, MultiSelect, Autocomplete, TagsInput) scrolls in ScrollArea.Autosize.
import '@mantine/core/styles/ScrollArea.css';
