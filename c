'Donnes…'
