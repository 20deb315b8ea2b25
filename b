'Donnes…'
'Vous êtes donneur\xa0: choisissez le contrat de cette donn…'
